import MessageFormat from '@messageformat/core';
import de from './catalogs/de.json';
import en from './catalogs/en.json';
import ja from './catalogs/ja.json';

/** A mail text by name: the English catalog's keys, which every other language's catalog has too. */
export type MailTextKey = keyof typeof en;

type Catalog = Record<MailTextKey, string>;

/** The e-mails' texts per language the mails ship in, ICU MessageFormat; English is today's copy. */
export const MAIL_CATALOGS: Readonly<Record<string, Catalog>> = { en, de, ja };

/** One language's texts: a message by name, its arguments filled in. */
export type MailTexts = (key: MailTextKey, values?: Record<string, string | number>) => string;

const compiled = new Map<string, MailTexts>();

/** The texts of a language, compiled once; a language without a catalog gets the English texts. */
export function mailTexts(locale: string): MailTexts {
  const language = Object.hasOwn(MAIL_CATALOGS, locale) ? locale : 'en';
  const known = compiled.get(language);
  if (known) return known;
  const messageFormat = new MessageFormat(language);
  const catalog = MAIL_CATALOGS[language]!;
  const messages = new Map(
    Object.entries(catalog).map(([key, message]) => [key, messageFormat.compile(message)]),
  );
  const texts: MailTexts = (key, values = {}) => messages.get(key)!(values);
  compiled.set(language, texts);
  return texts;
}
