import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * A message's content, rendered once however many receive it (a launch to every subscriber is one row here);
 * its recipients are outbox messages.
 */
export const MailContent = defineEntity({
  name: 'MailContent',
  tableName: 'mail_contents',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    subject: p.text(),
    html: p.text(),
    text: p.text(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
});
export type MailContent = InferEntity<typeof MailContent>;
