import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { App } from './App';

/** One version of an app with its notes ("What's new"); versions are unique per app. */
export const Release = defineEntity({
  name: 'Release',
  tableName: 'releases',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    app: () => p.manyToOne(App).fieldName('app_id').deleteRule('cascade').index(),
    version: p.string().length(50),
    releasedAt: p.date(),
    notes: p.text(),
    // The notes in the site's other languages, by language ({"de": {"notes": "…"}}): kept on the release so
    // that a revision of the app, which keeps its releases, keeps and restores them too.
    translations: p.json<Record<string, { notes: string }>>().defaultRaw(`'{}'`),
    platforms: p.array().defaultRaw(`'{}'`),
    // Google Play keys its release notes by it (fastlane supply's changelogs/<versionCode>.txt).
    versionCode: p.integer().nullable(),
    emailSubscribers: p.boolean().default(false),
    // When it was queued to its app's launch list: set once, so that no later save sends it again.
    mailQueuedAt: p.datetime().nullable(),
  }),
  uniques: [{ properties: ['app', 'version'] }],
});
export type Release = InferEntity<typeof Release>;
