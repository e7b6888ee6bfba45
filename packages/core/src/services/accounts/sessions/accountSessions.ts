import { Session } from '@studio/db';
import { SESSION_NOT_FOUND_MESSAGE, type AccountSession } from '@studio/schemas';
import type { SignedInContext } from '../../../context';
import { notFound } from '../../../errors';
import { recordSecurityEvent } from '../signIn/securityEvents';
import { endSessionsOf } from './userSessions';

/** The signed-in user's sessions, the most recently used first; each by its public id, never its cookie's. */
export async function listSessions(ctx: SignedInContext): Promise<AccountSession[]> {
  const sessions = await ctx.em.find(
    Session,
    { user: ctx.user.id, expiresAt: { $gt: new Date() } },
    { orderBy: { lastSeenAt: 'desc', createdAt: 'desc' } },
  );
  return sessions.map((session) => ({
    id: session.publicId,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    userAgent: session.userAgent ?? null,
    address: session.address ?? null,
    current: session.sid === ctx.session.id,
  }));
}

/** Ends one of the signed-in user's sessions (this one too, which then signs out here). */
export async function endSession(
  ctx: SignedInContext,
  { id }: { id: string },
): Promise<{ ended: number }> {
  const [ended] = await ctx.em.execute<{ sid: string; userAgent: string | null }[]>(
    `delete from sessions where user_id = ? and public_id = ? returning sid, user_agent as "userAgent"`,
    [ctx.user.id, id],
  );
  if (!ended) throw notFound(SESSION_NOT_FOUND_MESSAGE);
  await recordSecurityEvent(ctx.em, {
    action: 'ended',
    subjectType: 'session',
    account: ctx.user,
    subject: { id, name: ended.userAgent ?? 'an unknown browser' },
    clientIp: ctx.clientIp,
  });
  if (ended.sid === ctx.session.id) await ctx.session.signOut();
  return { ended: 1 };
}

/** Ends every session of the signed-in user but this one. */
export async function endOtherSessions(ctx: SignedInContext): Promise<{ ended: number }> {
  const ended = await endSessionsOf(ctx.em, ctx.user.id, ctx.session.id);
  if (ended > 0) {
    await recordSecurityEvent(ctx.em, {
      action: 'ended',
      subjectType: 'session',
      account: ctx.user,
      subject: { id: null, name: `${ended} other session${ended === 1 ? '' : 's'}` },
      clientIp: ctx.clientIp,
    });
  }
  return { ended };
}
