import type { EntityManager } from '@mikro-orm/postgresql';

/** Why a message an instance stopped sending (it died, say) is not tried again. */
export const STOPPED_WHILE_SENDING =
  'Stopped while sending: not sent again, so that it is never sent twice';

/**
 * Gives up the messages whose sending instance stopped before it could mark them (their lease ran out): the
 * SMTP server may have taken them, and a message missed is better than one sent twice. Their personal values go, as a sent message's do. Answers
 * how many.
 */
export async function failStalledSends(em: EntityManager): Promise<number> {
  const rows = await em.execute<{ id: number }[]>(
    `update outbox_messages
        set state = 'failed', last_error = ?, lease_until = null, personal_values = '{}'
      where state = 'sending' and lease_until < now()
      returning id`,
    [STOPPED_WHILE_SENDING],
  );
  return rows.length;
}
