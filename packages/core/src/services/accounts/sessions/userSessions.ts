import type { EntityManager } from '@mikro-orm/postgresql';
import { Session, User } from '@studio/db';

/**
 * Ends this user's sign-ins that wait for their second factor: their sessions are deleted, and a code step of a
 * password step made before now is refused (signInWithCode), should a request in flight bring one back.
 */
export async function endPendingSignIns(em: EntityManager, userId: number): Promise<void> {
  await em.nativeUpdate(User, { id: userId }, { pendingSignInsEndedAt: new Date() });
  await em.nativeDelete(Session, { awaitingUser: userId });
}

/** Ends every session of this user (but `keep`, the caller's own) and its pending sign-ins; answers how many sessions ended. */
export async function endSessionsOf(
  em: EntityManager,
  userId: number,
  keep: string | null = null,
): Promise<number> {
  await endPendingSignIns(em, userId);
  return em.nativeDelete(Session, {
    user: userId,
    ...(keep === null ? {} : { sid: { $ne: keep } }),
  });
}
