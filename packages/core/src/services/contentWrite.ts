import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../context';

/**
 * Runs an admin write in one transaction (the change and its activity events commit together or not at all),
 * then tells every instance that public content changed. The write has committed by then, so a failed
 * notification is logged rather than reported as a failed write.
 */
export async function writeContent<T>(
  ctx: Context,
  write: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  const result = await ctx.em.transactional(write);
  try {
    await ctx.notifyContentChanged();
  } catch (error) {
    ctx.log.error({ err: error }, 'Could not announce a content change');
  }
  return result;
}
