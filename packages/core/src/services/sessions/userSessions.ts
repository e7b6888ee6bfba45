import type { EntityManager } from '@mikro-orm/postgresql';
import { Session } from '@studio/db';

/** Ends every session of this user (but `keep`, the caller's own); answers how many ended. */
export function endSessionsOf(
  em: EntityManager,
  userId: number,
  keep: string | null = null,
): Promise<number> {
  return em.nativeDelete(Session, {
    user: userId,
    ...(keep === null ? {} : { sid: { $ne: keep } }),
  });
}
