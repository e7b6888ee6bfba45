import { localeQueryShape, previewSchema, previewTokenParamSchema } from '@studio/schemas';
import { previewOf } from '@studio/core/services/publishing/previewedItem';
import { requestedTranslation } from '@studio/core/services/translations/localizedRead';
import { publicProcedure } from '../procedures';
import { answersIn } from '../shownContent';
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
        summary:
          'The draft or scheduled item a preview link shows; in another language, its translation there, published or not',
        protect: false,
        errorResponses: { 404: 'Expired, revoked, unknown, or its item deleted' },
      },
    })
    .input(previewTokenParamSchema.extend(localeQueryShape))
    .output(previewSchema)
    .query(async ({ ctx, input }) => {
      const preview = await previewOf(
        ctx.em,
        input.token,
        await requestedTranslation(ctx.em, input.locale),
      );
      if (input.locale) answersIn(ctx, input.locale);
      return preview;
    }),
});
