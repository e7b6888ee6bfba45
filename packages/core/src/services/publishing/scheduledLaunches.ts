import type { EntityManager } from '@mikro-orm/postgresql';
import { ADVISORY_LOCKS, queueCachePurge } from '@studio/db';
import { PUBLISHABLE_KINDS } from '@studio/schemas';
import { recordActivity } from '../activity';
import { CONTENT_CHANGES } from '../contentChanges';
import { PUBLISHABLES } from './publishables';
import { launchDueTranslations } from './translationLaunches';

export interface LaunchRound {
  /** False when another instance held the lock: this one did nothing. */
  ran: boolean;
  /** The items that went public in this round. */
  launched: number;
  /** The post translations that went public in their language in this round. */
  translationsLaunched: number;
  /** The e-mails their launches queued (launch e-mails, posts to the news list). */
  mailed: number;
}

/** The items whose scheduled time has come and whose launch is still to be announced. */
const DUE = 'launch_pending and publish_at <= now()';

/**
 * Each kind's table, the column its events name an item by and what its launch sets (its pending mark
 * cleared, and the kind's own launched columns), as the ORM maps them.
 */
function launchTargets(em: EntityManager) {
  return PUBLISHABLE_KINDS.map((subjectType) => {
    const { entity, nameField, launchedColumns = {}, launchMails } = PUBLISHABLES[subjectType];
    const meta = em.getMetadata(entity);
    const column = (property: string) => meta.properties[property]!.fieldNames[0]!;
    const launched = Object.entries(launchedColumns);
    return {
      subjectType,
      table: meta.tableName,
      name: column(nameField),
      sets: ['launch_pending = false', ...launched.map(([property]) => `${column(property)} = ?`)],
      values: launched.map(([, value]) => value),
      launchMails,
    };
  });
}

/**
 * Announces the items whose scheduled time has come: each one's pending mark is cleared, a 'published' event
 * by no one is recorded and the shared caches' purge queued, in one transaction. Whether an item is public
 * follows from publishAt, so this round mostly tells the world (the caller drops the caches); a coming-soon
 * app also stops being one here, and the e-mails a launch sends (a coming-soon app's to its launch list, a
 * post's to the news list) are queued in the same transaction, so they go out exactly when it commits. Post
 * translations scheduled on their own are announced in the same round (their purge only). One instance at a
 * time; the others skip. `siteOrigin` is the origin the e-mails' links name.
 */
export function launchScheduledItems(
  em: EntityManager,
  { siteOrigin }: { siteOrigin: string },
): Promise<LaunchRound> {
  return em.transactional(async (tx) => {
    const [lock] = await tx.execute<{ locked: boolean }[]>(
      'select pg_try_advisory_xact_lock(?) as locked',
      [ADVISORY_LOCKS.scheduledLaunches],
    );
    if (!lock?.locked) return { ran: false, launched: 0, translationsLaunched: 0, mailed: 0 };
    let launched = 0;
    let mailed = 0;
    for (const { table, subjectType, name, sets, values, launchMails } of launchTargets(tx)) {
      // The due rows are locked first, so the e-mails and the launch see the same items even when a write
      // makes another one due between the two statements (it waits, or is left for the next round).
      const due = await tx.execute<{ id: number }[]>(
        `select id from ${table} where ${DUE} for update`,
      );
      if (due.length === 0) continue;
      const picked = { where: 'id = any(array[?]::int[])', params: [due.map((row) => row.id)] };
      if (launchMails) mailed += await launchMails(tx, siteOrigin, picked);
      const rows = await tx.execute<{ id: number; name: string }[]>(
        `update ${table} set ${sets.join(', ')}
          where ${picked.where}
          returning id, ${name} as name`,
        [...values, ...picked.params],
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
    return { ran: true, launched, translationsLaunched: await launchDueTranslations(tx), mailed };
  });
}
