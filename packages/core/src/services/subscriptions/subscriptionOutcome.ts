import { listName, type SubscriptionList } from '@studio/schemas';
import { LIST_COLUMN } from './mailingLists';

/** A row that the statement `touched` (a CTE returning app_id and state) changed, as its page shows it. */
export const OUTCOME_SQL = `select ${LIST_COLUMN} as list, a.name as "appName", t.state
  from touched t left join apps a on a.id = t.app_id`;

export interface OutcomeRow {
  list: string;
  appName: string | null;
  state: SubscriptionList['state'];
}

export function subscriptionOutcome({ list, appName, state }: OutcomeRow): SubscriptionList {
  return { list, listName: listName(appName), state };
}
