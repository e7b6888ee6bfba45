import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { STORES } from '@studio/schemas';

/** Clicks on one app's button for one store on one UTC day (the app by id, as for page views). */
export const AnalyticsStoreClick = defineEntity({
  name: 'AnalyticsStoreClick',
  tableName: 'analytics_store_clicks',
  properties: (p) => ({
    day: p.date().primary(),
    appId: p.integer().primary().index(),
    store: p.enum([...STORES]).primary(),
    clicks: p.integer(),
  }),
  primaryKeys: ['day', 'appId', 'store'],
});
export type AnalyticsStoreClick = InferEntity<typeof AnalyticsStoreClick>;
