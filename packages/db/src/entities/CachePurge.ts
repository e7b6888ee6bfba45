import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * A purge of shared caches (CACHE_PURGE_URLS) by surrogate key, queued in the transaction of the change it
 * announces, so that it is delivered once across instances, and again after a cache was unreachable.
 */
export const CachePurge = defineEntity({
  name: 'CachePurge',
  tableName: 'cache_purges',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    keys: p.array(),
    /** The purge URLs that have answered it; it leaves the queue once every configured one has. */
    deliveredTo: p.array().defaultRaw(`'{}'`),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
    nextAttemptAt: p.datetime().defaultRaw('now()').index(),
  }),
});
export type CachePurge = InferEntity<typeof CachePurge>;
