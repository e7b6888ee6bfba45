import { previewSchema, previewTokenParamSchema } from '@studio/schemas';
import { previewOf } from '@studio/core/services/publishing/previewedItem';
import { publicProcedure } from '../procedures';
import { t } from '../trpc';

export const previewRouter = t.router({
  byToken: publicProcedure
    .meta({
      // A secret link to unpublished content: never kept, by the site or anyone else.
      cached: false,
      privateAnswer: true,
      openapi: {
        method: 'GET',
        path: '/preview/{token}',
        tags: ['Preview'],
        summary: 'The draft or scheduled item a preview link shows',
        protect: false,
        errorResponses: { 404: 'Expired, revoked, unknown, or its item deleted' },
      },
    })
    .input(previewTokenParamSchema)
    .output(previewSchema)
    .query(({ ctx, input }) => previewOf(ctx.em, input.token)),
});
