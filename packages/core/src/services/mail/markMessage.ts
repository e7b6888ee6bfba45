import type { EntityManager } from '@mikro-orm/postgresql';
import { RETRY_WINDOW_MS, retryDelayMs } from './retrySchedule';

/** How an attempt went wrong, as the outbox keeps it. */
export interface FailedAttempt {
  /** The server's answer or the connection's error, shown to the admin. */
  error: string;
  /** A temporary failure (4xx, no connection), worth another attempt; otherwise the message is given up. */
  retry: boolean;
}

/**
 * The SMTP server took the message (its 250). Its personal values (a recipient's confirmation link, say) are
 * dropped with it: the outbox keeps no working link once nobody will send it.
 */
export async function markSent(em: EntityManager, id: number): Promise<void> {
  await em.execute(
    `update outbox_messages
        set state = 'sent', sent_at = now(), lease_until = null, last_error = null,
            personal_values = '{}'
      where id = ?`,
    [id],
  );
}

/**
 * Puts a message whose attempt failed back in the queue after its back-off, unless the failure is permanent
 * or the next attempt would come more than a day after the first: then it has failed for good, and its
 * personal values are dropped as a sent message's are.
 */
export async function markAttemptFailed(
  em: EntityManager,
  message: { id: number; attempts: number },
  { error, retry }: FailedAttempt,
): Promise<void> {
  const delaySeconds = retryDelayMs(message.attempts) / 1000;
  await em.execute(
    `with next as (
       select ? and now() + make_interval(secs => ?) <= first_attempt_at + make_interval(secs => ?) as retry
         from outbox_messages where id = ?
     )
     update outbox_messages
        set state = case when next.retry then 'queued' else 'failed' end,
            personal_values = case when next.retry then personal_values else '{}' end,
            next_attempt_at = now() + make_interval(secs => ?),
            last_error = ?, lease_until = null
       from next
      where id = ?`,
    [retry, delaySeconds, RETRY_WINDOW_MS / 1000, message.id, delaySeconds, error, message.id],
  );
}
