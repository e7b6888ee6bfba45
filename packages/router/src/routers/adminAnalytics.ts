import { analyticsQuerySchema, analyticsSchema } from '@studio/schemas';
import { adminProcedure } from '../procedures';
import { analyticsReport } from '@studio/core/services/analytics/analyticsReport';
import { t } from '../trpc';

export const adminAnalyticsRouter = t.router({
  report: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/analytics',
        tags: ['Admin: analytics'],
        summary: 'Page views, visitors and store clicks per day, app and post',
        description:
          'Counted without cookies from POST /api/events, in UTC days. Visitors are told apart within a day only (by a hash with a salt that is deleted when the day ends), so the visitors total adds up daily visitors.',
        errorResponses: { 400: 'Days outside 1 to 365' },
      },
    })
    .input(analyticsQuerySchema)
    .output(analyticsSchema)
    .query(({ ctx, input }) => analyticsReport(ctx.em, input.days)),
});
