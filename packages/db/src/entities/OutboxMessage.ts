import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { EMAIL_ADDRESS_MAX_LENGTH, MAIL_PURPOSE_MAX_LENGTH, OUTBOX_STATES } from '@studio/schemas';
import { MailContent } from './MailContent';

/**
 * One message to one recipient, written in the transaction of what caused it and delivered by any instance
 * (`@studio/core`'s services/mail): its content, the recipient's own values filled in at sending, and how
 * its delivery goes.
 */
export const OutboxMessage = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox_messages',
  indexes: [
    // The delivery's next messages: the queued ones that are due, oldest first.
    {
      name: 'outbox_messages_due_index',
      expression: `create index "outbox_messages_due_index" on "outbox_messages" ("next_attempt_at", "id") where "state" = 'queued'`,
    },
    {
      name: 'outbox_messages_sending_index',
      expression: `create index "outbox_messages_sending_index" on "outbox_messages" ("lease_until") where "state" = 'sending'`,
    },
    { properties: ['purpose', 'id'] },
  ],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    content: () => p.manyToOne(MailContent).fieldName('content_id').deleteRule('cascade').index(),
    toAddress: p.string().length(EMAIL_ADDRESS_MAX_LENGTH),
    /** The recipient's own values (an unsubscribe link), by placeholder name. */
    personalValues: p.json<Record<string, string>>().defaultRaw(`'{}'`),
    /** The batch it belongs to: 'test', 'confirmation', 'launch:app:12', … */
    purpose: p.string().length(MAIL_PURPOSE_MAX_LENGTH),
    state: p.enum([...OUTBOX_STATES]).default('queued'),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    /** While queued: when it may go (now, or after a temporary failure's back-off). */
    nextAttemptAt: p.datetime().defaultRaw('now()'),
    /** Retries stop a day after this. */
    firstAttemptAt: p.datetime().nullable(),
    /** While sending: past this, the instance that took it stopped before it could say how it went. */
    leaseUntil: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
    sentAt: p.datetime().nullable(),
  }),
});
export type OutboxMessage = InferEntity<typeof OutboxMessage>;
