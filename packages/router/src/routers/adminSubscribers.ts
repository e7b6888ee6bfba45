import {
  listSubscribers,
  removeSubscriber,
  subscriberCounts,
} from '@studio/core/services/subscriptions/subscribersList';
import {
  subscriberIdParamSchema,
  subscriberListCountsSchema,
  subscriberRemovedSchema,
  subscriberSchema,
  subscribersQuerySchema,
} from '@studio/schemas';
import { z } from 'zod';
import { adminProcedure } from '../procedures';
import { t } from '../trpc';

const tags = ['Admin: subscribers'];

export const adminSubscribersRouter = t.router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/subscribers',
        tags,
        summary: 'The addresses on the mailing lists, newest first',
        description:
          "Every list, or one (`list=news` or an app's slug); `search` keeps the addresses that contain it. The CSV of a list: GET /api/admin/subscribers.csv?list=…",
        errorResponses: { 404: 'No such list' },
      },
    })
    .input(subscribersQuerySchema)
    .output(z.array(subscriberSchema))
    .query(({ ctx, input }) => listSubscribers(ctx.em, input)),

  counts: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/subscribers/lists',
        tags,
        summary:
          'Each mailing list with its counts of waiting, confirmed and unsubscribed addresses',
      },
    })
    .input(z.void())
    .output(z.array(subscriberListCountsSchema))
    .query(({ ctx }) => subscriberCounts(ctx.em)),

  remove: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/subscribers/{id}',
        tags,
        summary: "Remove this subscriber's address from every list",
        errorResponses: { 404: 'No such subscriber' },
      },
    })
    .input(subscriberIdParamSchema)
    .output(subscriberRemovedSchema)
    .mutation(({ ctx, input }) => removeSubscriber(ctx.em, input.id)),
});
