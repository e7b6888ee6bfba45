import { mailListName } from '@studio/mail';
import { listName, type SubscriptionList } from '@studio/schemas';
import { LIST_COLUMN } from './mailingLists';

/**
 * The row that the statement `touched` (a CTE returning app_id, state and locale) read or changed, as its page
 * shows it, with these columns of `t` besides.
 */
export function outcomeSql(...columns: string[]): string {
  const extra = columns.map((column) => `, ${column}`).join('');
  return `select ${LIST_COLUMN} as list, a.name as "appName", t.state, t.locale${extra}
    from touched t left join apps a on a.id = t.app_id`;
}

export interface OutcomeRow {
  list: string;
  appName: string | null;
  state: SubscriptionList['state'];
  locale: string | null;
}

/** The list named as the subscriber's e-mails name it, in their language (its page's, under its prefix). */
export function subscriptionOutcome({
  list,
  appName,
  state,
  locale,
}: OutcomeRow): SubscriptionList {
  return { list, listName: locale ? mailListName(locale, appName) : listName(appName), state };
}
