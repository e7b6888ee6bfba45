import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { EMAIL_ADDRESS_MAX_LENGTH, SUBSCRIBER_STATES } from '@studio/schemas';
import { App } from './App';

/**
 * An address on a mailing list (`@studio/core`'s services/subscriptions): the studio's news (no app) or an
 * app's launch list, which goes with its app. Double opt-in: only the SHA-256 of the confirmation token is
 * kept; the unsubscribe token is kept as it is, since every e-mail to the list names it in its links.
 */
export const Subscriber = defineEntity({
  name: 'Subscriber',
  tableName: 'subscribers',
  indexes: [
    // One row per address and list; the news list has no app, so the key reads it as app 0.
    {
      name: 'subscribers_email_list_unique',
      expression: `create unique index "subscribers_email_list_unique" on "subscribers" ("email", coalesce("app_id", 0))`,
    },
    // The unconfirmed addresses' sweep.
    {
      name: 'subscribers_waiting_index',
      expression: `create index "subscribers_waiting_index" on "subscribers" ("confirm_expires_at") where "state" = 'waiting'`,
    },
  ],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    /** Trimmed and in lower case. */
    email: p.string().length(EMAIL_ADDRESS_MAX_LENGTH),
    app: () => p.manyToOne(App).fieldName('app_id').deleteRule('cascade').nullable().index(),
    state: p.enum([...SUBSCRIBER_STATES]).default('waiting'),
    confirmTokenHash: p.string().length(64).nullable().unique(),
    /** While waiting: the confirmation link works until then, and the address is deleted after it. */
    confirmExpiresAt: p.datetime().nullable(),
    /** The last confirmation e-mail: at most one a day. */
    confirmationSentAt: p.datetime().nullable(),
    unsubscribeToken: p.string().length(64).unique(),
    createdAt: p.datetime().defaultRaw('now()'),
    confirmedAt: p.datetime().nullable(),
    unsubscribedAt: p.datetime().nullable(),
    /** The language the address signed up in (BCP 47), its e-mails' and pages'; null (older rows): the site's default. */
    locale: p.string().length(35).nullable(),
  }),
});
export type Subscriber = InferEntity<typeof Subscriber>;
