import type { EntityManager } from '@mikro-orm/postgresql';
import type { SurrogateKey } from '@studio/schemas';

/**
 * Queues the purge of these keys from the shared caches, inside the caller's transaction: it is delivered
 * if and only if the change commits (apps/api's purge delivery sends it, once across instances).
 */
export async function queueCachePurge(
  tx: EntityManager,
  keys: readonly SurrogateKey[],
): Promise<void> {
  if (keys.length === 0) return;
  // Keys hold no spaces (surrogateKeySchema), as in the header they go out in.
  await tx.execute("insert into cache_purges (keys) values (string_to_array(?, ' '))", [
    [...new Set(keys)].join(' '),
  ]);
}
