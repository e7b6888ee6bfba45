import type { EntityManager } from '@mikro-orm/postgresql';
import { queueCachePurge } from '@studio/db';
import type { SurrogateKey } from '@studio/schemas';
import type { Context } from '../context';

/**
 * Runs an admin write in one transaction (the change, its activity events and the purge of the shared caches'
 * copies of what it changed, `changed` from CONTENT_CHANGES, commit together or not at all), then tells
 * every instance that public content changed. The write has committed by then, so a failed notification is
 * logged rather than reported as a failed write.
 */
export async function writeContent<T>(
  ctx: Context,
  changed: readonly SurrogateKey[],
  write: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  const result = await ctx.em.transactional(async (tx) => {
    const written = await write(tx);
    await queueCachePurge(tx, changed);
    return written;
  });
  try {
    await ctx.notifyContentChanged();
  } catch (error) {
    ctx.log.error({ err: error }, 'Could not announce a content change');
  }
  return result;
}
