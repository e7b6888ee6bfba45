import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * Views of one public page on one UTC day. The app or post a page shows is kept by id, without a foreign
 * key, so that deleting an app or a post leaves past totals as they were.
 */
export const AnalyticsPageView = defineEntity({
  name: 'AnalyticsPageView',
  tableName: 'analytics_page_views',
  properties: (p) => ({
    day: p.date().primary(),
    path: p.string().length(200).primary(),
    appId: p.integer().nullable().index(),
    postId: p.integer().nullable().index(),
    views: p.integer(),
  }),
  primaryKeys: ['day', 'path'],
});
export type AnalyticsPageView = InferEntity<typeof AnalyticsPageView>;
