import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** One site-wide setting (e.g. the app-ads.txt file) by its key; every instance reads the same. */
export const SiteSetting = defineEntity({
  name: 'SiteSetting',
  tableName: 'site_settings',
  properties: (p) => ({
    key: p.string().length(100).primary(),
    value: p.text(),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  }),
});
export type SiteSetting = InferEntity<typeof SiteSetting>;
