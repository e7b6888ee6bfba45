import type { EntityManager } from '@mikro-orm/postgresql';
import type { LocaleCode } from '@studio/schemas';
import { translationLocales } from './translationLocale';
import {
  everyItemsDefaultTexts,
  everyTranslation,
  type SavedTranslation,
  type TranslationTable,
} from './translationRows';

/**
 * Every item's translations as the admin's list shows them: per language of the site but the default, what each
 * has and lacks, without the translated texts themselves. Three queries, whatever the number of items.
 */
export async function translationStates<TAnswer extends { fields: unknown }>(
  em: EntityManager,
  where: TranslationTable,
  answerOf: (
    locale: LocaleCode,
    saved: SavedTranslation | undefined,
    defaults: Record<string, unknown>,
  ) => TAnswer,
): Promise<{ id: number; translations: Omit<TAnswer, 'fields'>[] }[]> {
  const [locales, items, saved] = await Promise.all([
    translationLocales(em),
    everyItemsDefaultTexts(em, where),
    everyTranslation(em, where),
  ]);
  const byItemAndLocale = new Map(saved.map((one) => [`${one.itemId} ${one.locale}`, one]));
  return items.map(({ id, ...defaults }) => ({
    id,
    translations: locales.map((locale) => {
      const { fields: _texts, ...state } = answerOf(
        locale,
        byItemAndLocale.get(`${id} ${locale}`),
        defaults,
      );
      return state;
    }),
  }));
}
