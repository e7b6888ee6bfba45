import { z } from 'zod';
import { waitText } from './auth';
import { idSchema, isoDateTimeSchema } from './common';
import { EMAIL_ADDRESS_MAX_LENGTH } from './mail';
import { newsletterNotices } from './newsletter';
import { slugSchema } from './slug';
import { STUDIO_NAME } from './studioName';
import { textSchema } from './text';

/**
 * Where an address is on a list: it asked and has not confirmed yet (double opt-in), it confirmed and gets
 * the list's e-mails, or it unsubscribed (kept, so the owner sees it and nothing is sent to it again).
 */
export const SUBSCRIBER_STATES = ['waiting', 'confirmed', 'unsubscribed'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

/** The studio's own list (news and posts); every other list is an app's launch list, named by its slug. */
export const NEWS_LIST = 'news';

/** How long a confirmation link works, and how long an address that never confirms is kept. */
export const CONFIRMATION_DAYS = 7;

export const SUBSCRIPTION_MESSAGES = {
  required: newsletterNotices.required.message,
  invalid: newsletterNotices.invalid.message,
  unknownApp: 'There is no app with this address.',
  confirmationNotFound:
    'This confirmation link has expired or is no longer valid. Subscribe again to get a new one.',
  unsubscribeNotFound:
    'This unsubscribe link is not valid: the address may already have been removed from the list.',
  oneClickBody: 'The body must be List-Unsubscribe=One-Click, form-encoded (RFC 8058).',
  subscriberNotFound: 'Subscriber not found',
  unknownList: 'There is no list with this name.',
  malformedLocale: 'Not a language tag: use a BCP 47 tag, e.g. de, ja or pt-BR',
} as const;

/** A well-formed BCP 47 tag in its canonical case (`pt-br` is `pt-BR`); null for anything else. */
function canonicalLocaleTag(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The language of the page a sign-up comes from: any well-formed tag, since the page decides, not the site's
 * list (a language the site lacks gets the default's e-mails); only a malformed tag is refused.
 */
export const subscriptionLocaleSchema = textSchema()
  .trim()
  .max(35, SUBSCRIPTION_MESSAGES.malformedLocale)
  .transform((tag, ctx) => {
    const canonical = canonicalLocaleTag(tag);
    if (canonical === null) {
      ctx.addIssue({ code: 'custom', message: SUBSCRIPTION_MESSAGES.malformedLocale });
      return z.NEVER;
    }
    return canonical;
  });

export function tooManySubscriptionsMessage(waitSeconds: number): string {
  return `Too many subscriptions were asked for from your address or for this e-mail address. Try again in ${waitText(waitSeconds)}.`;
}

/** The name a list goes by in e-mails, pages and the admin screen. */
export function listName(appName: string | null): string {
  return appName === null ? `${STUDIO_NAME} news` : `${appName} launch news`;
}

/** An address as every list keys it: trimmed and in lower case, so that one person is one subscriber. */
export const subscriberEmailSchema = textSchema({ message: SUBSCRIPTION_MESSAGES.required })
  .trim()
  .min(1, { message: SUBSCRIPTION_MESSAGES.required, abort: true })
  .max(EMAIL_ADDRESS_MAX_LENGTH, SUBSCRIPTION_MESSAGES.invalid)
  .pipe(z.email(SUBSCRIPTION_MESSAGES.invalid))
  .transform((email) => email.toLowerCase());

/** A list by name: `news`, or an app's slug for its launch list. */
export const subscriberListSchema = z
  .union([z.literal(NEWS_LIST), slugSchema], { message: SUBSCRIPTION_MESSAGES.unknownList })
  .describe("`news` for the studio's news, or an app's slug for its launch list");

export const subscriptionInputSchema = z.object({
  email: subscriberEmailSchema,
  app: slugSchema
    .optional()
    .describe("An app's slug to join its launch list; without it, the studio's news"),
  locale: subscriptionLocaleSchema
    .optional()
    .describe(
      "The language of the page signed up on (BCP 47): the subscriber's e-mails and pages are in it. Left out, or a language the site lacks: the site's default",
    ),
  website: textSchema()
    .max(2000)
    .optional()
    .describe(
      'Leave it out: a field the form hides from people. A request that fills it is taken for a bot: it gets the same 202 and nothing is stored',
    ),
});
export type SubscriptionInput = z.input<typeof subscriptionInputSchema>;

/** 202 with nothing in it, whoever the address is: the answer never tells who is on a list. */
export const subscriptionAcceptedSchema = z.object({});
export type SubscriptionAccepted = z.infer<typeof subscriptionAcceptedSchema>;

/** A subscription's tokens: 32 random bytes in base64url. */
export const subscriptionTokenTextSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'A subscription token is 43 base64url characters');

export const subscriptionTokenSchema = z.object({
  token: textSchema().trim().min(1).max(100),
});

/** What a confirmation link confirmed, or what an unsubscribe link is about. */
export const subscriptionListSchema = z.object({
  list: z.string().describe("`news` or the app's slug"),
  listName: z.string().describe('The list as people read it, e.g. "Pixelwave Studio news"'),
  state: z.enum(SUBSCRIBER_STATES),
});
export type SubscriptionList = z.infer<typeof subscriptionListSchema>;

/** What a confirmation link confirmed, and the address's unsubscribe link, for a change of mind. */
export const subscriptionConfirmedSchema = subscriptionListSchema.extend({
  unsubscribeToken: z
    .string()
    .describe('The token of the unsubscribe link: /subscriptions/unsubscribe/{unsubscribeToken}'),
});
export type SubscriptionConfirmed = z.infer<typeof subscriptionConfirmedSchema>;

export const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  list: z.string().describe("`news` or the app's slug"),
  state: z.enum(SUBSCRIBER_STATES),
  createdAt: isoDateTimeSchema,
  confirmedAt: isoDateTimeSchema.nullable(),
  locale: z
    .string()
    .nullable()
    .describe("The language of the subscriber's e-mails (BCP 47); null: the site's default"),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const SUBSCRIBER_SEARCH_MAX_LENGTH = 254;

export const subscribersQuerySchema = z.object({
  list: subscriberListSchema.optional().describe('Only this list; every list without it'),
  search: textSchema()
    .trim()
    .max(
      SUBSCRIBER_SEARCH_MAX_LENGTH,
      `Search must be at most ${SUBSCRIBER_SEARCH_MAX_LENGTH} characters`,
    )
    .optional()
    .describe('Only addresses that contain this text, in any case'),
});
export type SubscribersQuery = z.input<typeof subscribersQuerySchema>;

export const subscriberExportQuerySchema = z.object({ list: subscriberListSchema });

export const subscriberListCountsSchema = z.object({
  list: z.string().describe("`news` or the app's slug"),
  listName: z.string(),
  waiting: z.number().int(),
  confirmed: z.number().int(),
  unsubscribed: z.number().int(),
});
export type SubscriberListCounts = z.infer<typeof subscriberListCountsSchema>;

export const subscriberRemovedSchema = z.object({
  email: z.string(),
  removed: z.number().int().describe('How many lists the address was on'),
});
export type SubscriberRemoved = z.infer<typeof subscriberRemovedSchema>;

export const subscriberIdParamSchema = z.object({ id: idSchema });

/** How the e-mail a list got for an item went: its outbox rows by state. */
export const listMailSentSchema = z.object({
  queuedAt: isoDateTimeSchema.describe('When it was queued: the launch, or the post going public'),
  waiting: z.number().int().describe('Still in the outbox (queued, or being sent)'),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type ListMailSent = z.infer<typeof listMailSentSchema>;

/** An app's launch list (or the news list, for a post) and the e-mail it got for the item, if any yet. */
export const listMailingSchema = z.object({
  list: subscriberListCountsSchema,
  mail: listMailSentSchema
    .nullable()
    .describe("The app's launch e-mail, or the post's e-mail; null until it is queued"),
});
export type ListMailing = z.infer<typeof listMailingSchema>;
