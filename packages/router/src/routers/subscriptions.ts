import { confirmSubscription } from '@studio/core/services/subscriptions/confirmSubscription';
import { subscribe } from '@studio/core/services/subscriptions/subscribe';
import {
  subscriptionOfUnsubscribeLink,
  unsubscribe,
} from '@studio/core/services/subscriptions/unsubscribe';
import {
  subscriptionAcceptedSchema,
  subscriptionConfirmedSchema,
  subscriptionInputSchema,
  subscriptionListSchema,
  subscriptionTokenSchema,
} from '@studio/schemas';
import { publicProcedure } from '../procedures';
import { t } from '../trpc';

const tags = ['Mailing lists'];

export const subscriptionsRouter = t.router({
  subscribe: publicProcedure
    .meta({
      successStatus: 202,
      openapi: {
        method: 'POST',
        path: '/subscriptions',
        tags,
        summary: "Join the studio's news, or an app's launch list (double opt-in)",
        description:
          'A new address (or one that unsubscribed) gets an e-mail with its confirmation link, in the language of `locale` under its prefix (/de/subscriptions/confirm/…), valid 7 days, at most one a day; an address that never confirms is deleted after that. The answer is the same 202 for every valid address, new, waiting or confirmed, so it tells nobody who is on a list. Limited per client address (IPv6 per /64) and per e-mail address.',
        protect: false,
        successDescription:
          'Accepted: a confirmation e-mail is on its way if the address needs one',
        errorResponses: {
          400: 'Not a valid address (in "errors.email"), no app has this slug (in "errors.app"), or a malformed language tag (in "errors.locale")',
          429: 'Too many subscriptions from this client address or for this e-mail address',
        },
      },
    })
    .input(subscriptionInputSchema)
    .output(subscriptionAcceptedSchema)
    .mutation(({ ctx, input }) => subscribe(ctx, input)),

  confirm: publicProcedure
    .meta({
      // A secret link's answer, and a change: never kept.
      cached: false,
      privateAnswer: true,
      openapi: {
        method: 'GET',
        path: '/subscriptions/confirm/{token}',
        tags,
        summary:
          'Confirm the address of a confirmation link; answers its list and its unsubscribe link',
        description:
          "What the confirmation page (/subscriptions/confirm/{token}, the e-mail's link) shows: opening it confirms. Asking again answers the same while the link is valid.",
        protect: false,
        errorResponses: {
          404: 'Expired, unknown, or voided since (the address unsubscribed)',
        },
      },
    })
    .input(subscriptionTokenSchema)
    .output(subscriptionConfirmedSchema)
    .query(({ ctx, input }) => confirmSubscription(ctx.em, input.token)),

  unsubscribeLink: publicProcedure
    .meta({
      cached: false,
      privateAnswer: true,
      openapi: {
        method: 'GET',
        path: '/subscriptions/unsubscribe/{token}',
        tags,
        summary: 'The list of an unsubscribe link, and whether its address is still on it',
        protect: false,
        errorResponses: { 404: 'Unknown link, or its address was removed' },
      },
    })
    .input(subscriptionTokenSchema)
    .output(subscriptionListSchema)
    .query(({ ctx, input }) => subscriptionOfUnsubscribeLink(ctx.em, input.token)),

  unsubscribe: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/subscriptions/unsubscribe/{token}',
        tags,
        summary: 'Take the address of an unsubscribe link off its list',
        description:
          "The unsubscribe page's button. Mail providers' one-click unsubscribe (RFC 8058) posts List-Unsubscribe=One-Click, form-encoded, to the link itself (/subscriptions/unsubscribe/{token}, outside /api).",
        protect: false,
        errorResponses: { 404: 'Unknown link, or its address was removed' },
      },
    })
    .input(subscriptionTokenSchema)
    .output(subscriptionListSchema)
    .mutation(({ ctx, input }) => unsubscribe(ctx.em, input.token)),
});
