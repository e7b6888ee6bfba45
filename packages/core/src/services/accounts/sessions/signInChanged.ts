import type { EntityManager } from '@mikro-orm/postgresql';
import type { SignedInContext } from '../../../context';
import { recordSecurityEvent, type SecurityEvent } from '../signIn/securityEvents';
import { endSessionsOf } from './userSessions';

/**
 * What follows, in its transaction, a change the signed-in user made to how their account signs in (the password, a
 * passkey, the authenticator app): every other session of the account ends, with its sign-ins waiting for a code,
 * and the change is recorded as the user's, from the request's address.
 */
export async function signInChanged(
  tx: EntityManager,
  ctx: SignedInContext,
  change: Pick<SecurityEvent, 'action' | 'subjectType' | 'subject'>,
): Promise<void> {
  await endSessionsOf(tx, ctx.user.id, ctx.session.id);
  await recordSecurityEvent(tx, { ...change, account: ctx.user, clientIp: ctx.clientIp });
}
