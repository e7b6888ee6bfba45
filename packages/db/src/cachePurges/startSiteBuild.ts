import type { EntityManager } from '@mikro-orm/postgresql';
import { SURROGATE_KEYS } from '@studio/schemas';
import { queueCachePurge } from './queueCachePurge';

/**
 * Records that this build of the site (`buildId`) is starting. The first instance of a build other than the
 * last one started (a deploy, or a rollback) queues the purge of every answer the shared caches keep (key
 * `site`), in the same transaction: instances of that build starting later, or at the same time (they wait
 * for its row lock, then find their build recorded), queue nothing. Resolves to whether this one did.
 */
export async function startSiteBuild(em: EntityManager, buildId: string): Promise<boolean> {
  return em.fork().transactional(async (tx) => {
    const changed = await tx.execute<{ build_id: string }[]>(
      `insert into site_build (id, build_id) values (1, ?)
         on conflict (id) do update set build_id = excluded.build_id, started_at = now()
           where site_build.build_id <> excluded.build_id
         returning build_id`,
      [buildId],
    );
    if (changed.length === 0) return false;
    await queueCachePurge(tx, [SURROGATE_KEYS.site]);
    return true;
  });
}
