import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailContent, PersonalValues } from '@studio/mail';

/** Who gets a message: the address, and the values (an unsubscribe link) its placeholders take for them. */
export interface Recipient {
  to: string;
  personalValues?: PersonalValues;
}

/**
 * Recipients chosen in SQL, for a list of any size: a query (with `?` for its `params`) answering the columns
 * `to_address` (text) and `personal_values` (jsonb, `'{}'::jsonb` when none), e.g. every confirmed subscriber
 * of a list with their unsubscribe links.
 */
export interface RecipientSelection {
  sql: string;
  params?: readonly unknown[];
}

/** The content is written once, in the same statement as its recipients' rows. */
const WITH_CONTENT = `with content as (
  insert into mail_contents (subject, html, text) values (?, ?, ?) returning id
)`;

const contentParams = ({ subject, html, text }: MailContent) => [subject, html, text];

/**
 * Queues a message to these recipients, in the caller's transaction (`tx`): it goes out once that commits,
 * and never if it rolls back. `purpose` names the batch ('test', 'confirmation', 'launch:app:12', …).
 * One statement, whatever the number of recipients; answers the new messages' ids.
 */
export async function queueMail(
  tx: EntityManager,
  content: MailContent,
  recipients: readonly Recipient[],
  purpose: string,
): Promise<number[]> {
  const rows = await tx.execute<{ id: number }[]>(
    `${WITH_CONTENT}
     insert into outbox_messages (content_id, to_address, personal_values, purpose)
     select content.id, r.to_address, coalesce(r.personal_values, '{}'), ?
       from content, jsonb_to_recordset(?::jsonb) as r(to_address text, personal_values jsonb)
     returning id`,
    [
      ...contentParams(content),
      purpose,
      JSON.stringify(
        recipients.map(({ to, personalValues }) => ({
          to_address: to,
          personal_values: personalValues ?? {},
        })),
      ),
    ],
  );
  return rows.map((row) => row.id);
}

/**
 * Queues a message to every recipient a query selects (a launch to 10,000 subscribers), in the caller's
 * transaction, as one insert … select: no round trip per recipient. Answers how many were queued.
 */
export async function queueMailToSelection(
  tx: EntityManager,
  content: MailContent,
  selection: RecipientSelection,
  purpose: string,
): Promise<number> {
  const [row] = await tx.execute<{ queued: number }[]>(
    `${WITH_CONTENT},
     queued as (
       insert into outbox_messages (content_id, to_address, personal_values, purpose)
       select content.id, r.to_address, r.personal_values, ?
         from content, (${selection.sql}) as r
       returning 1
     )
     select count(*)::int as queued from queued`,
    [...contentParams(content), purpose, ...(selection.params ?? [])],
  );
  return row?.queued ?? 0;
}
