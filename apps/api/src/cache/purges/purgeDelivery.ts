import type { EntityManager } from '@mikro-orm/postgresql';
import type { SurrogateKey } from '@studio/schemas';
import { SHARED_MAX_AGE_SECONDS, STALE_WHILE_REVALIDATE_SECONDS } from '../sharedCaching';
import { purgeBackOffMs } from './purgeBackOff';
import { sendPurge } from './sendPurge';

/** Purges claimed per round: a burst of changes goes out in a few rounds. */
const ROUND_SIZE = 20;

/** How old a purge is when no shared cache can hold an answer it drops any longer. */
export const PURGES_MOOT_AFTER_SECONDS =
  SHARED_MAX_AGE_SECONDS + STALE_WHILE_REVALIDATE_SECONDS + 3600;

interface QueuedPurge {
  id: number;
  keys: SurrogateKey[];
  delivered_to: string[];
  attempts: number;
}

/**
 * Delivers the purges that are due to every cache in `urls` that has not had them, once across instances:
 * each round claims its rows (FOR UPDATE SKIP LOCKED, so another instance takes others or none) until it
 * commits. A purge every cache answered leaves the queue; one a cache missed is kept with that cache still
 * owed, the error and its next try, later each time. An instance without a cache to purge (no
 * CACHE_PURGE_URLS) claims nothing and leaves every purge to those that have them. Resolves to the number
 * of purges it finished.
 */
export async function deliverDuePurges(
  em: EntityManager,
  urls: readonly string[],
): Promise<number> {
  // Claimed here, a purge would leave the queue having reached no cache at all.
  if (urls.length === 0) return 0;
  let finished = 0;
  for (;;) {
    const round = await em.fork().transactional(async (tx) => {
      const due = await tx.execute<QueuedPurge[]>(
        `select id, keys, delivered_to, attempts from cache_purges
          where next_attempt_at <= now() order by id limit ? for update skip locked`,
        [ROUND_SIZE],
      );
      let done = 0;
      for (const purge of due) {
        if (await deliverOne(tx, purge, urls)) done += 1;
      }
      return { claimed: due.length, done };
    });
    finished += round.done;
    if (round.claimed < ROUND_SIZE) return finished;
  }
}

async function deliverOne(
  tx: EntityManager,
  purge: QueuedPurge,
  urls: readonly string[],
): Promise<boolean> {
  const owed = urls.filter((url) => !purge.delivered_to.includes(url));
  const errors = await Promise.all(owed.map((url) => sendPurge(url, purge.keys)));
  const failed = errors.filter((error): error is string => error !== null);
  if (failed.length === 0) {
    await tx.execute('delete from cache_purges where id = ?', [purge.id]);
    return true;
  }
  const reached = owed.filter((_url, index) => errors[index] === null);
  const attempts = purge.attempts + 1;
  await tx.execute(
    `update cache_purges set delivered_to = delivered_to || string_to_array(?, ' '),
        attempts = ?, last_error = ?, next_attempt_at = now() + ? * interval '1 millisecond'
      where id = ?`,
    [reached.join(' '), attempts, failed.join('; '), purgeBackOffMs(attempts), purge.id],
  );
  return false;
}

/**
 * Forgets the purges older than any answer a shared cache may still hold (s-maxage and
 * stale-while-revalidate, and an hour besides for clocks): what they would drop has expired. They are those
 * of a cache down for over a day, and every purge of a site no instance purges for (no CACHE_PURGE_URLS),
 * which would otherwise pile up. Resolves to how many it forgot.
 */
export async function forgetMootPurges(em: EntityManager): Promise<number> {
  const forgotten = await em.execute<{ id: number }[]>(
    `delete from cache_purges where created_at < now() - ? * interval '1 second' returning id`,
    [PURGES_MOOT_AFTER_SECONDS],
  );
  return forgotten.length;
}
