import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Deletes the addresses that never confirmed once their confirmation link has expired: nothing is kept of
 * someone who did not ask (or whose address someone else typed). Any number of instances may run it at once.
 */
export async function deleteUnconfirmedSubscribers(em: EntityManager): Promise<number> {
  const deleted = await em.execute<{ id: number }[]>(
    `delete from subscribers where state = 'waiting' and confirm_expires_at <= now() returning id`,
  );
  return deleted.length;
}
