import type { EntityManager } from '@mikro-orm/postgresql';
import { ADVISORY_LOCKS, queueCachePurge } from '@studio/db';
import { PUBLISHABLE_KINDS } from '@studio/schemas';
import { recordActivity } from '../activity';
import { CONTENT_CHANGES } from '../contentChanges';
import { PUBLISHABLES } from './publishables';

export interface LaunchRound {
  /** False when another instance held the lock: this one did nothing. */
  ran: boolean;
  /** The items that went public in this round. */
  launched: number;
}

/** Each kind's table and the column its events name an item by, as the ORM maps them. */
function launchTargets(em: EntityManager) {
  return PUBLISHABLE_KINDS.map((subjectType) => {
    const { entity, nameField } = PUBLISHABLES[subjectType];
    const meta = em.getMetadata(entity);
    return { subjectType, table: meta.tableName, name: meta.properties[nameField]!.fieldNames[0]! };
  });
}

/**
 * Announces the items whose scheduled time has come: each one's pending mark is cleared, a 'published' event
 * by no one is recorded and the shared caches' purge queued, in one transaction. Whether an item is public
 * follows from publishAt alone, so this round only tells the world (the caller drops the caches). One
 * instance at a time; the others skip.
 */
export function launchScheduledItems(em: EntityManager): Promise<LaunchRound> {
  return em.transactional(async (tx) => {
    const [lock] = await tx.execute<{ locked: boolean }[]>(
      'select pg_try_advisory_xact_lock(?) as locked',
      [ADVISORY_LOCKS.scheduledLaunches],
    );
    if (!lock?.locked) return { ran: false, launched: 0 };
    let launched = 0;
    for (const { table, subjectType, name } of launchTargets(tx)) {
      const rows = await tx.execute<{ id: number; name: string }[]>(
        `update ${table} set launch_pending = false
          where launch_pending and publish_at <= now()
          returning id, ${name} as name`,
      );
      for (const row of rows) {
        await recordActivity(tx, {
          action: 'published',
          subjectType,
          subjectId: String(row.id),
          subjectName: row.name,
          actor: null,
        });
        await queueCachePurge(tx, CONTENT_CHANGES.launched(subjectType, row.id));
      }
      launched += rows.length;
    }
    return { ran: true, launched };
  });
}
