import { mailPath, UNSUBSCRIBE_URL } from '@studio/mail';
import { DEFAULT_LOCALES, subscriptionUnsubscribePath, type LocaleCode } from '@studio/schemas';
import type { RecipientSelection } from '../mail/queueMail';
import { onList, type MailingList } from './mailingLists';
import { mailLanguageOf, subscriberLanguageSql, type SiteLanguages } from './subscriberLanguage';

/** The subscribers of a list written to in one language: the site's languages, and that one. */
export interface ListAudience {
  site: SiteLanguages;
  locale: LocaleCode;
}

/** A site in English only, as before languages: every subscriber is written to in English. */
const ENGLISH_ONLY: ListAudience = { site: DEFAULT_LOCALES, locale: DEFAULT_LOCALES.default };

/**
 * The confirmed subscribers of a list written to in one language, as queueMailToSelection takes recipients:
 * the address, and its own unsubscribe link (on that language's page) as the personal value that gives the
 * message its list headers and visible link. A post goes to the news list; an app's launch to its launch list.
 */
export function listRecipients(
  list: MailingList,
  siteOrigin: string,
  { site, locale }: ListAudience = ENGLISH_ONLY,
): RecipientSelection {
  const { where, params } = onList(list);
  const language = subscriberLanguageSql(site);
  const unsubscribePage = mailPath(mailLanguageOf(site, locale), subscriptionUnsubscribePath(''));
  return {
    sql: `select s.email as to_address,
                 jsonb_build_object(?::text, ?::text || s.unsubscribe_token) as personal_values
            from subscribers s
           where s.state = 'confirmed' and ${where} and ${language.sql} = ?`,
    params: [
      UNSUBSCRIBE_URL,
      `${siteOrigin}${unsubscribePage}`,
      ...params,
      ...language.params,
      locale,
    ],
  };
}
