import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** How many different visitors a finished UTC day had. */
export const AnalyticsDailyVisitors = defineEntity({
  name: 'AnalyticsDailyVisitors',
  tableName: 'analytics_daily_visitors',
  properties: (p) => ({
    day: p.date().primary(),
    visitors: p.integer(),
  }),
});
export type AnalyticsDailyVisitors = InferEntity<typeof AnalyticsDailyVisitors>;
