import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * A visitor seen today: a salted hash of address and user agent, never the address or the agent. Kept only
 * until the day ends, when the day's count moves to analytics_daily_visitors and these rows go.
 */
export const AnalyticsVisitor = defineEntity({
  name: 'AnalyticsVisitor',
  tableName: 'analytics_visitors',
  properties: (p) => ({
    day: p.date().primary(),
    hash: p.blob().primary(),
  }),
  primaryKeys: ['day', 'hash'],
});
export type AnalyticsVisitor = InferEntity<typeof AnalyticsVisitor>;
