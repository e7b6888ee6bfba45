import type { EntityManager } from '@mikro-orm/postgresql';
import { queueCachePurge } from '@studio/db';
import { CONTENT_CHANGES } from '../contentChanges';
import { POST_TRANSLATIONS_TABLE } from '../translations/translationRows';

/**
 * Announces the post translations whose scheduled time has come: each one's pending mark is cleared and the
 * shared caches' purge of its post's pages queued, in the caller's transaction (which holds the scheduler's
 * lock, so each is announced once). No e-mail and no event: the post's own launch has them. Returns how many.
 */
export async function launchDueTranslations(tx: EntityManager): Promise<number> {
  const { table, owner } = POST_TRANSLATIONS_TABLE;
  const launched = await tx.execute<{ owner: number }[]>(
    `update ${table} set launch_pending = false
      where launch_pending and publish_at <= now()
      returning ${owner} as owner`,
  );
  for (const { owner: postId } of launched) {
    await queueCachePurge(tx, CONTENT_CHANGES.translationLaunched(postId));
  }
  return launched.length;
}
