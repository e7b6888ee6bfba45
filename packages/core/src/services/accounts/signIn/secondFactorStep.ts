import type { EntityManager } from '@mikro-orm/postgresql';
import { User as UserEntity } from '@studio/db';
import {
  NO_PENDING_SIGN_IN_MESSAGE,
  SECOND_FACTOR_MINUTES,
  TOO_MANY_WRONG_CODES_MESSAGE,
  WRONG_CODE_MESSAGE,
  type AuthenticationCode,
  type User,
} from '@studio/schemas';
import type { Context } from '../../../context';
import { unauthorized } from '../../../errors';
import { useAuthenticationCode } from '../authenticator/authenticationCodes';
import { loginSucceeded } from '../throttles/loginThrottle';
import { toUser } from '../users/userDto';
import { countPendingSignInCode, recordWrongCode, startCodeAttempt } from './codeAttempts';
import { recordSecurityEvent } from './securityEvents';

/**
 * The account whose password this session got right within SECOND_FACTOR_MINUTES, or null; null too once the
 * account's sessions were ended after that password step (its password or second factors changed, or its owner
 * signed out everywhere else).
 */
async function awaitingAccount(
  em: EntityManager,
  { userId, since }: { userId: number; since: number },
) {
  if (Date.now() - since > SECOND_FACTOR_MINUTES * 60_000) return null;
  const account = await em.findOne(UserEntity, { id: userId });
  const endedAt = account?.pendingSignInsEndedAt?.getTime();
  return endedAt !== undefined && endedAt >= since ? null : account;
}

/**
 * Finishes a sign-in whose password was right with a code of the account's authenticator app or one of its
 * unused recovery codes. A pending sign-in takes five codes at most, then its password step must be made again;
 * wrong codes also count like wrong passwords (per username and address) and against the account's codes from
 * every address, and are recorded. A right one signs in under a new session id.
 */
export async function signInWithCode(ctx: Context, { code }: AuthenticationCode): Promise<User> {
  const pending = ctx.session.awaitingSecondFactor;
  const account = pending && (await awaitingAccount(ctx.em, pending));
  if (!account) throw unauthorized(NO_PENDING_SIGN_IN_MESSAGE);
  const { last } = await countPendingSignInCode(ctx, pending);
  const attempt = await startCodeAttempt(ctx.em, account, ctx.clientIp);
  const kind = await useAuthenticationCode(ctx.em, ctx.secretBox, account.id, code);
  const event = { account, clientIp: ctx.clientIp };
  if (!kind) {
    await recordWrongCode(ctx.em, attempt, event);
    if (!last) throw unauthorized(WRONG_CODE_MESSAGE);
    await ctx.session.signOut();
    throw unauthorized(TOO_MANY_WRONG_CODES_MESSAGE);
  }
  await loginSucceeded(ctx.em, attempt);
  await recordSecurityEvent(ctx.em, { ...event, action: 'signedIn', subjectType: kind });
  await ctx.session.signIn(account.id);
  return toUser(account);
}
