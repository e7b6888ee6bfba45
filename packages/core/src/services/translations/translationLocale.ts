import type { EntityManager } from '@mikro-orm/postgresql';
import { TRANSLATION_MESSAGES, type LocaleCode } from '@studio/schemas';
import { fieldInvalid } from '../../errors';
import { readLocales } from '../locales';

/** The site's languages that take translations: all but the default, in the admin's order. */
export async function translationLocales(em: EntityManager): Promise<LocaleCode[]> {
  const { default: fallback, locales } = await readLocales(em);
  return locales.filter((code) => code !== fallback);
}

/** Refuses (400, at `locale`) a language the site does not have, or its default, which is the item itself. */
export async function assertTranslationLocale(
  em: EntityManager,
  locale: LocaleCode,
): Promise<void> {
  if (!(await translationLocales(em)).includes(locale)) {
    throw fieldInvalid('locale', TRANSLATION_MESSAGES.notASiteLocale);
  }
}
