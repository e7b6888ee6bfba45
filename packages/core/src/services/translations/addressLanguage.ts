import type { EntityManager } from '@mikro-orm/postgresql';
import type { LocaleCode } from '@studio/schemas';
import { readLocales } from '../locales';

/** The language of an address: its translation to show (null: the default's own texts) and its tag. */
export interface AddressLanguage {
  translation: LocaleCode | null;
  language: LocaleCode;
}

/**
 * The language an address's prefix names: the default one without a prefix, another of the site's with its
 * tag (`/de/…`); null for a prefix that is none of the site's other languages (the default has none).
 */
export async function addressLanguage(
  em: EntityManager,
  prefix: string | null,
): Promise<AddressLanguage | null> {
  const { default: fallback, locales } = await readLocales(em);
  if (prefix === null) return { translation: null, language: fallback };
  const translation = locales.find((code) => code === prefix && code !== fallback);
  return translation ? { translation, language: translation } : null;
}
