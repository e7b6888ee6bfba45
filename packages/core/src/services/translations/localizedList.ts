import type { EntityManager } from '@mikro-orm/postgresql';
import type { LocaleCode } from '@studio/schemas';
import { withTranslation } from './localizedRead';
import type { TranslationTable } from './translationRows';

type TranslationsAt = Pick<TranslationTable, 'table' | 'owner'>;

interface ListedTranslation {
  owner: number;
  fields: Record<string, unknown>;
}

/**
 * A list as shown in a language: each item with its translation's fields where it has one, read in one
 * statement; the list itself unchanged for the default language (null).
 */
export async function listedIn<TItem extends { id: number }>(
  em: EntityManager,
  where: TranslationsAt,
  items: TItem[],
  locale: LocaleCode | null,
): Promise<TItem[]> {
  if (locale === null || items.length === 0) return items;
  const rows = await em.execute<ListedTranslation[]>(
    `select ${where.owner} as owner, fields from ${where.table}
      where locale = ? and ${where.owner} = any(array[?]::int[])`,
    [locale, items.map((item) => item.id)],
  );
  const fieldsOf = new Map(rows.map((row) => [row.owner, row.fields]));
  return items.map((item) => {
    const fields = fieldsOf.get(item.id);
    return fields ? withTranslation(item, fields) : item;
  });
}
