import { defineEntity, type InferEntity } from '@mikro-orm/core';
import type { DeepLinks } from '@studio/schemas';

export const App = defineEntity({
  name: 'App',
  tableName: 'apps',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    name: p.string().length(100),
    slug: p.string().length(120).unique(),
    description: p.text(),
    shortDescription: p.string().length(150),
    category: p.string().length(50).index(),
    icon: p.text(),
    appStoreLink: p.text().nullable(),
    playStoreLink: p.text().nullable(),
    termsLink: p.text().nullable(),
    privacyLink: p.text().nullable(),
    accountDeletion: p.text().nullable(),
    supportEmail: p.string().length(254).nullable(),
    supportUrl: p.text().nullable(),
    deepLinks: p.json<DeepLinks>().nullable(),
    featured: p.boolean().default(false),
    publishAt: p.datetime().nullable().index(),
    // Set while a schedule waits, so that the scheduler announces each launch once.
    launchPending: p.boolean().default(false),
    screenshots: p.array().defaultRaw(`'{}'`),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date())
      .index(),
  }),
});
export type App = InferEntity<typeof App>;
