import type { EntityManager } from '@mikro-orm/postgresql';
import type { LocaleCode } from '@studio/schemas';
import { onList, type MailingList } from './mailingLists';
import { subscriberLanguageSql, type SiteLanguages } from './subscriberLanguage';

/** The languages a list's confirmed subscribers are written to in: one message of a mailing for each. */
export async function listLanguages(
  em: EntityManager,
  list: MailingList,
  site: SiteLanguages,
): Promise<LocaleCode[]> {
  const { where, params } = onList(list);
  const language = subscriberLanguageSql(site);
  const rows = await em.execute<{ locale: LocaleCode }[]>(
    `select distinct ${language.sql} as locale
       from subscribers s
      where s.state = 'confirmed' and ${where}
      order by 1`,
    [...language.params, ...params],
  );
  return rows.map((row) => row.locale);
}
