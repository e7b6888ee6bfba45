import type { EntityManager } from '@mikro-orm/postgresql';
import type { OutboxMessage, OutboxPage, OutboxState } from '@studio/schemas';

interface OutboxRow {
  id: number;
  to: string;
  subject: string;
  purpose: string;
  state: OutboxState;
  attempts: number;
  lastError: string | null;
  // Timestamps as PostgreSQL writes them (a raw query's rows are not entities).
  createdAt: string;
  nextAttemptAt: string;
  sentAt: string | null;
}

const isoOf = (timestamp: string) => new Date(timestamp).toISOString();

const OUTBOX_SELECT = `select m.id, m.to_address as "to", c.subject, m.purpose, m.state, m.attempts,
         m.last_error as "lastError", m.created_at as "createdAt",
         m.next_attempt_at as "nextAttemptAt", m.sent_at as "sentAt"
    from outbox_messages m join mail_contents c on c.id = m.content_id`;

function outboxMessageOf(row: OutboxRow): OutboxMessage {
  return {
    ...row,
    createdAt: isoOf(row.createdAt),
    nextAttemptAt: row.state === 'queued' ? isoOf(row.nextAttemptAt) : null,
    sentAt: row.sentAt === null ? null : isoOf(row.sentAt),
  };
}

/** The outbox for the admin, newest first, a page at a time (`before` the last id seen), one batch or all. */
export async function listOutbox(
  em: EntityManager,
  { limit, before, purpose }: { limit: number; before?: number; purpose?: string },
): Promise<OutboxPage> {
  const rows = await em.execute<OutboxRow[]>(
    `${OUTBOX_SELECT}
      where (?::int is null or m.id < ?::int) and (?::text is null or m.purpose = ?::text)
      order by m.id desc
      limit ?`,
    [before ?? null, before ?? null, purpose ?? null, purpose ?? null, limit + 1],
  );
  const messages = rows.slice(0, limit).map(outboxMessageOf);
  return {
    messages,
    nextBefore: rows.length > limit ? messages[messages.length - 1]!.id : null,
  };
}

/** One message of the outbox, as the list shows it. */
export async function outboxMessage(em: EntityManager, id: number): Promise<OutboxMessage | null> {
  const [row] = await em.execute<OutboxRow[]>(`${OUTBOX_SELECT} where m.id = ?`, [id]);
  return row ? outboxMessageOf(row) : null;
}
