import type { EntityManager } from '@mikro-orm/postgresql';
import type { PendingCachePurge, SurrogateKey } from '@studio/schemas';

interface PendingRow {
  id: number;
  keys: SurrogateKey[];
  delivered_to: string[];
  attempts: number;
  last_error: string | null;
  created_at: Date;
  next_attempt_at: Date;
}

/**
 * The purges some cache has not had yet, oldest first, with the caches still owed each: nonempty only while a
 * cache is failing (a purge that reaches every cache leaves the queue at once).
 */
export async function pendingPurges(
  em: EntityManager,
  urls: readonly string[],
): Promise<PendingCachePurge[]> {
  const rows = await em.execute<PendingRow[]>(
    `select id, keys, delivered_to, attempts, last_error, created_at, next_attempt_at
       from cache_purges where attempts > 0 order by id limit 100`,
  );
  return rows.map((row) => ({
    id: row.id,
    keys: row.keys,
    waitingFor: urls.filter((url) => !row.delivered_to.includes(url)),
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: new Date(row.created_at).toISOString(),
    nextAttemptAt: new Date(row.next_attempt_at).toISOString(),
  }));
}
