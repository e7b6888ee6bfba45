import type { EntityManager } from '@mikro-orm/postgresql';
import type { LocaleCode } from '@studio/schemas';
import { translationOf, withTranslation } from './localizedRead';
import type { TranslationTable } from './translationRows';

/**
 * An item as a preview in `locale` shows it: its translation's fields over its own, whether or not the
 * translation is published there (a preview is how a draft will read); its own texts without a translation.
 */
export async function withPreviewedTranslation<TItem extends { id: number }>(
  em: EntityManager,
  where: Pick<TranslationTable, 'table' | 'owner'>,
  item: TItem,
  locale: LocaleCode,
): Promise<TItem> {
  const translation = await translationOf(em, where, item.id, locale);
  return translation ? withTranslation(item, translation.fields) : item;
}
