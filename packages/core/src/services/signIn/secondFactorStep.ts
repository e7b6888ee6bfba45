import { User as UserEntity } from '@studio/db';
import {
  NO_PENDING_SIGN_IN_MESSAGE,
  SECOND_FACTOR_MINUTES,
  WRONG_CODE_MESSAGE,
  type AuthenticationCode,
  type User,
} from '@studio/schemas';
import type { Context } from '../../context';
import { unauthorized } from '../../errors';
import { useAuthenticationCode } from '../authenticator/authenticationCodes';
import { loginSucceeded, startLoginAttempt } from '../loginThrottle';
import { toUser } from '../userDto';
import { recordSecurityEvent } from './securityEvents';

/** The account whose password this session got right within SECOND_FACTOR_MINUTES, or null. */
async function awaitingAccount(ctx: Context) {
  const awaiting = ctx.session.awaitingSecondFactor;
  if (!awaiting || Date.now() - awaiting.since > SECOND_FACTOR_MINUTES * 60_000) return null;
  return ctx.em.findOne(UserEntity, { id: awaiting.userId });
}

/**
 * Finishes a sign-in whose password was right with a code of the account's authenticator app or one of its
 * unused recovery codes. Wrong codes count like wrong passwords (the same throttle, per username and address) and
 * are recorded; a right one signs in under a new session id.
 */
export async function signInWithCode(ctx: Context, { code }: AuthenticationCode): Promise<User> {
  const account = await awaitingAccount(ctx);
  if (!account) throw unauthorized(NO_PENDING_SIGN_IN_MESSAGE);
  const attempt = await startLoginAttempt(ctx.em, account.username, ctx.clientIp);
  const kind = await useAuthenticationCode(ctx.em, ctx.secretBox, account.id, code);
  const event = { account, clientIp: ctx.clientIp };
  if (!kind) {
    await recordSecurityEvent(ctx.em, { ...event, action: 'failed', subjectType: 'secondFactor' });
    throw unauthorized(WRONG_CODE_MESSAGE);
  }
  await loginSucceeded(ctx.em, attempt);
  await recordSecurityEvent(ctx.em, { ...event, action: 'signedIn', subjectType: kind });
  await ctx.session.signIn(account.id);
  return toUser(account);
}
