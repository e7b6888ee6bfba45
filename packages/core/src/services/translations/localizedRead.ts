import type { EntityManager } from '@mikro-orm/postgresql';
import { TRANSLATION_MESSAGES, type LocaleCode } from '@studio/schemas';
import { fieldInvalid } from '../../errors';
import { readLocales } from '../locales';
import type { TranslationTable } from './translationRows';

/**
 * The language a public read asked for (`?locale=`), as the translation to show: null for none or the site's
 * default (the item's own texts); a language the site lacks is refused (400, at `locale`).
 */
export async function requestedTranslation(
  em: EntityManager,
  locale: LocaleCode | undefined,
): Promise<LocaleCode | null> {
  if (locale === undefined) return null;
  const { default: fallback, locales } = await readLocales(em);
  if (locale === fallback) return null;
  if (!locales.includes(locale)) throw fieldInvalid('locale', TRANSLATION_MESSAGES.notASiteLocale);
  return locale;
}

/** An item's translation into `locale`: its fields; null without one. */
export async function translationOf(
  em: EntityManager,
  where: Pick<TranslationTable, 'table' | 'owner'>,
  id: number,
  locale: LocaleCode,
): Promise<{ fields: Record<string, unknown> } | null> {
  const [row] = await em.execute<{ fields: Record<string, unknown> }[]>(
    `select fields from ${where.table} where ${where.owner} = ? and locale = ?`,
    [id, locale],
  );
  return row ?? null;
}

/** The item as shown in a language: each translated field in place of the default language's. */
export function withTranslation<TItem extends object>(
  item: TItem,
  fields: Record<string, unknown>,
): TItem {
  const shown = Object.entries(fields).filter(([name]) => name in item);
  return { ...item, ...Object.fromEntries(shown) };
}
