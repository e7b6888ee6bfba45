import type { Orm } from '@studio/db';
import type { OutboxState } from '@studio/schemas';
import { queueMail, type Recipient } from '../services/mail/queueMail';

export const TEST_CONTENT = { subject: 'Hello', html: '<p>Hello</p>', text: 'Hello' };

/** The personal value each test message carries: a link only its recipient should hold. */
export const personalLinkOf = (address: string) => ({
  link: `https://studio.example/c/${address}`,
});

/**
 * Queues TEST_CONTENT to these addresses, each with its personalLinkOf, in a transaction of its own; answers
 * the messages' ids.
 */
export function queueTestMessages(orm: Orm, to: string[], purpose = 'test'): Promise<number[]> {
  const recipients: Recipient[] = to.map((address) => ({
    to: address,
    personalValues: personalLinkOf(address),
  }));
  return orm.em.fork().transactional((tx) => queueMail(tx, TEST_CONTENT, recipients, purpose));
}

export interface OutboxRow {
  id: number;
  to: string;
  state: OutboxState;
  attempts: number;
  lastError: string | null;
  /** Seconds from now to the next attempt, rounded. */
  waitSeconds: number;
  personalValues: Record<string, string>;
}

/** The outbox's rows, oldest first. */
export function outboxRows(orm: Orm): Promise<OutboxRow[]> {
  return orm.em.fork().execute<OutboxRow[]>(
    `select id, to_address as "to", state, attempts, last_error as "lastError",
            round(extract(epoch from next_attempt_at - now()))::int as "waitSeconds",
            personal_values as "personalValues"
       from outbox_messages order by id`,
  );
}

/** Moves a message's next attempt (and its first) this many seconds back, as if that time had passed. */
export async function timePasses(orm: Orm, id: number, seconds: number): Promise<void> {
  await orm.em.fork().execute(
    `update outbox_messages
        set next_attempt_at = next_attempt_at - make_interval(secs => ?),
            first_attempt_at = first_attempt_at - make_interval(secs => ?)
      where id = ?`,
    [seconds, seconds, id],
  );
}
