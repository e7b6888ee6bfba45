import type { EntityManager } from '@mikro-orm/postgresql';
import type { LocaleCode } from '@studio/schemas';
import { readLocales } from '../locales';
import { translationLocales } from './translationLocale';
import {
  defaultTexts,
  savedTranslations,
  type SavedTranslation,
  type TranslationTable,
} from './translationRows';

/** An item's translations as the admin lists them: one per language of the site but the default, in its order. */
export async function translationList<TAnswer>(
  em: EntityManager,
  where: TranslationTable,
  id: number,
  answerOf: (
    locale: LocaleCode,
    saved: SavedTranslation | undefined,
    defaults: Record<string, unknown>,
  ) => TAnswer,
): Promise<{ default: LocaleCode; translations: TAnswer[] }> {
  const defaults = await defaultTexts(em, where, id);
  const [{ default: fallback }, locales, saved] = await Promise.all([
    readLocales(em),
    translationLocales(em),
    savedTranslations(em, where, id),
  ]);
  const byLocale = new Map(saved.map((translation) => [translation.locale, translation]));
  return {
    default: fallback,
    translations: locales.map((locale) => answerOf(locale, byLocale.get(locale), defaults)),
  };
}
