import type { EntityManager } from '@mikro-orm/postgresql';
import type { CachePurgeFailures } from '@studio/schemas';

interface FailuresRow {
  failing: number;
  failing_since: Date | null;
  last_error: string | null;
}

/**
 * The purges a shared cache missed (tried at least once and still queued), the newest one's error and when
 * the oldest was queued. Purges not tried yet do not count: every change queues one for a moment.
 */
export async function cachePurgeFailures(em: EntityManager): Promise<CachePurgeFailures> {
  const [row] = await em.execute<FailuresRow[]>(
    `select count(*)::int as failing, min(created_at) as failing_since,
            (select last_error from cache_purges where attempts > 0 order by id desc limit 1) as last_error
       from cache_purges where attempts > 0`,
  );
  if (!row) throw new Error('The failing purges query returned no row');
  return {
    failing: row.failing,
    lastError: row.last_error,
    failingSince: row.failing_since ? new Date(row.failing_since).toISOString() : null,
  };
}
