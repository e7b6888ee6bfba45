import { listName, type SubscriptionList } from '@studio/schemas';
import { LIST_COLUMN } from './mailingLists';

/**
 * The row that the statement `touched` (a CTE returning app_id and state) read or changed, as its page shows it,
 * with these columns of `t` besides.
 */
export function outcomeSql(...columns: string[]): string {
  const extra = columns.map((column) => `, ${column}`).join('');
  return `select ${LIST_COLUMN} as list, a.name as "appName", t.state${extra}
    from touched t left join apps a on a.id = t.app_id`;
}

export interface OutcomeRow {
  list: string;
  appName: string | null;
  state: SubscriptionList['state'];
}

export function subscriptionOutcome({ list, appName, state }: OutcomeRow): SubscriptionList {
  return { list, listName: listName(appName), state };
}
