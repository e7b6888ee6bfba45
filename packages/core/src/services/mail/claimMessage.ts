import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailContent, PersonalValues } from '@studio/mail';

/** A message taken for sending, with its content. */
export interface ClaimedMessage extends MailContent {
  id: number;
  to: string;
  personalValues: PersonalValues;
  /** This attempt's number, from 1. */
  attempts: number;
}

/**
 * Takes the next due message for sending: marks it `sending` (with a lease of `leaseMs`) and counts the
 * attempt, committed before any SMTP server hears of it. `FOR UPDATE SKIP LOCKED` hands each message to
 * one instance however many ask at once. Run it outside a transaction (its own commits at once); null when
 * nothing is due.
 */
export async function claimNextMessage(
  em: EntityManager,
  leaseMs: number,
): Promise<ClaimedMessage | null> {
  const [message] = await em.execute<ClaimedMessage[]>(
    `update outbox_messages m
        set state = 'sending', attempts = m.attempts + 1,
            lease_until = now() + make_interval(secs => ?),
            first_attempt_at = coalesce(m.first_attempt_at, now())
       from mail_contents c
      where m.id = (select id from outbox_messages
                     where state = 'queued' and next_attempt_at <= now()
                     order by next_attempt_at, id
                     limit 1
                     for update skip locked)
        and c.id = m.content_id
      returning m.id, m.to_address as "to", m.personal_values as "personalValues", m.attempts,
                c.subject, c.html, c.text`,
    [leaseMs / 1000],
  );
  return message ?? null;
}
