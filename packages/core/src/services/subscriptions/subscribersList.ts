import type { EntityManager } from '@mikro-orm/postgresql';
import {
  listName,
  NEWS_LIST,
  SUBSCRIPTION_MESSAGES,
  type Subscriber,
  type SubscriberListCounts,
  type SubscriberRemoved,
  type subscribersQuerySchema,
} from '@studio/schemas';
import type { z } from 'zod';
import { notFound } from '../../errors';
import { findList, LIST_COLUMN, onList, type MailingList } from './mailingLists';

type CountsRow = Omit<SubscriberListCounts, 'listName'> & { appName: string | null };

/**
 * The subscribers row as the admin sees it, from `subscribers s` with its app joined as `a`: timestamps as
 * ISO text made by PostgreSQL, since a list (or its CSV) may hold thousands of rows.
 */
export const SUBSCRIBER_COLUMNS = `s.id, s.email, ${LIST_COLUMN} as list, s.state,
  to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  to_char(s.confirmed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "confirmedAt",
  s.locale`;

/** The list the admin names, or 404. */
export async function knownList(em: EntityManager, list: string): Promise<MailingList> {
  const found = await findList(em, list);
  if (!found) throw notFound(SUBSCRIPTION_MESSAGES.unknownList);
  return found;
}

/** Escapes LIKE's wildcards, so that a search finds the text as it is. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The addresses on one list or on all, newest first, those containing `search` only when given. */
export async function listSubscribers(
  em: EntityManager,
  query: z.output<typeof subscribersQuerySchema>,
): Promise<Subscriber[]> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.list) {
    const { where, params: listParams } = onList(await knownList(em, query.list));
    conditions.push(where);
    params.push(...listParams);
  }
  if (query.search) {
    conditions.push('s.email ilike ?');
    params.push(likeText(query.search));
  }
  return em.execute<Subscriber[]>(
    `select ${SUBSCRIBER_COLUMNS}
       from subscribers s left join apps a on a.id = s.app_id
      ${conditions.length ? `where ${conditions.join(' and ')}` : ''}
      order by s.created_at desc, s.id desc`,
    params,
  );
}

/** How many addresses wait, are confirmed and unsubscribed, per list: the news first (always), then apps by name. */
export async function subscriberCounts(em: EntityManager): Promise<SubscriberListCounts[]> {
  const rows = await em.execute<Array<CountsRow>>(
    `select ${LIST_COLUMN} as list, a.name as "appName",
            count(*) filter (where s.state = 'waiting')::int as waiting,
            count(*) filter (where s.state = 'confirmed')::int as confirmed,
            count(*) filter (where s.state = 'unsubscribed')::int as unsubscribed
       from subscribers s left join apps a on a.id = s.app_id
      group by a.slug, a.name
      order by a.name nulls first, a.slug`,
  );
  const counts = rows.map(({ appName, ...row }) => ({ ...row, listName: listName(appName) }));
  if (counts[0]?.list === NEWS_LIST) return counts;
  return [
    { list: NEWS_LIST, listName: listName(null), waiting: 0, confirmed: 0, unsubscribed: 0 },
    ...counts,
  ];
}

/** Removes the address of this row from every list (what a person asking to be forgotten expects); 404 when unknown. */
export async function removeSubscriber(em: EntityManager, id: number): Promise<SubscriberRemoved> {
  const removed = await em.execute<{ email: string }[]>(
    `delete from subscribers
      where email = (select email from subscribers where id = ?)
      returning email`,
    [id],
  );
  const [first] = removed;
  if (!first) throw notFound(SUBSCRIPTION_MESSAGES.subscriberNotFound);
  return { email: first.email, removed: removed.length };
}
