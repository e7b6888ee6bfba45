import { localizedPath } from '@studio/schemas';

/**
 * The language an e-mail is written in, and whether its links lead to that language's addresses (`/de/…`):
 * they do for every language of the site but its default, whose pages keep today's addresses.
 */
export interface MailLanguage {
  locale: string;
  prefixed: boolean;
}

/** Today's e-mails: English, at the default language's addresses. */
export const DEFAULT_MAIL_LANGUAGE: MailLanguage = { locale: 'en', prefixed: false };

/** A page's address as the e-mail's reader opens it: under the language's prefix when it has one. */
export function mailPath(language: MailLanguage, path: string): string {
  return localizedPath(path, language.prefixed ? language.locale : null);
}
