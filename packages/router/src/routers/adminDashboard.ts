import {
  activityEventSchema,
  activityQuerySchema,
  cachePurgeFailuresSchema,
  dashboardStatsSchema,
} from '@studio/schemas';
import { z } from 'zod';
import { adminProcedure } from '../procedures';
import { recentActivity } from '@studio/core/services/activity';
import { cachePurgeFailures } from '@studio/core/services/cachePurgeFailures';
import { dashboardStats } from '@studio/core/services/dashboard';
import { t } from '../trpc';

const tags = ['Admin: dashboard'];

export const adminDashboardRouter = t.router({
  stats: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/stats',
        tags,
        summary: 'Counts for the dashboard cards',
      },
    })
    .input(z.void())
    .output(dashboardStatsSchema)
    .query(({ ctx }) => dashboardStats(ctx.em)),

  activity: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/activity',
        tags,
        summary: 'What admins did recently, newest first',
      },
    })
    .input(activityQuerySchema)
    .output(z.array(activityEventSchema))
    .query(({ ctx, input }) => recentActivity(ctx.em, input.limit)),

  purgeFailures: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/cache/purge-failures',
        tags,
        summary: 'How many shared-cache purges are failing, and the last error',
        description:
          'The dashboard warns while this is not zero; GET /api/admin/cache/purges lists the purges with the caches each still owes.',
      },
    })
    .input(z.void())
    .output(cachePurgeFailuresSchema)
    .query(({ ctx }) => cachePurgeFailures(ctx.em)),
});
