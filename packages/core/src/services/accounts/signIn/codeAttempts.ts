import type { EntityManager } from '@mikro-orm/postgresql';
import { TOO_MANY_WRONG_CODES_MESSAGE, type User } from '@studio/schemas';
import type { Context } from '../../../context';
import { unauthorized } from '../../../errors';
import { countAttempt, LOCK_AFTER, throttleKey } from '../throttles/attemptThrottle';
import { startLoginAttempt, type LoginAttempt } from '../throttles/loginThrottle';
import { recordSecurityEvent } from './securityEvents';

/** An attempt with an authentication code or a recovery code, counted before the code is checked. */
export interface CodeAttempt extends LoginAttempt {
  /** Should the code be wrong, it locks the account's codes out (the first lockout or a longer one). */
  locksCodes: boolean;
}

/**
 * Counts a code like a login (per username and address, per address, slowed per username) and against the
 * account's codes from every address together, which are locked out after LOCK_AFTER.accountCodes wrong ones:
 * so guessing from many addresses gets no further than from one. Refused with 429 while locked out.
 */
export async function startCodeAttempt(
  em: EntityManager,
  account: Pick<User, 'id' | 'username'>,
  clientIp: string,
): Promise<CodeAttempt> {
  const codesKey = throttleKey('accountCodes', String(account.id));
  const attempt = await startLoginAttempt(em, account.username, clientIp, [codesKey]);
  const codes = attempt.others.find(({ key }) => key === codesKey)!;
  return { ...attempt, locksCodes: codes.lockedUntil !== null };
}

/** Records a wrong code in the account's security activity, and the lockout of its codes it started. */
export async function recordWrongCode(
  em: EntityManager,
  attempt: CodeAttempt,
  event: { account: Pick<User, 'id' | 'username'>; clientIp: string },
): Promise<void> {
  await recordSecurityEvent(em, { ...event, action: 'failed', subjectType: 'secondFactor' });
  if (attempt.locksCodes) {
    await recordSecurityEvent(em, { ...event, action: 'locked', subjectType: 'secondFactor' });
  }
}

/**
 * Counts a code against the sign-in waiting for it, which takes LOCK_AFTER.pendingSignIn codes at most: answers
 * whether this is its last. Codes beyond it (guesses in flight together) end the pending sign-in at once, with
 * TOO_MANY_WRONG_CODES_MESSAGE: its password step must be made again.
 */
export async function countPendingSignInCode(
  ctx: Context,
  pending: { userId: number; since: number },
): Promise<{ last: boolean }> {
  const exhausted = unauthorized(TOO_MANY_WRONG_CODES_MESSAGE);
  const key = throttleKey('pendingSignIn', String(pending.userId), String(pending.since));
  try {
    const [counted] = await countAttempt(ctx.em, [key], () => exhausted);
    return { last: counted!.count >= LOCK_AFTER.pendingSignIn };
  } catch (error) {
    if (error === exhausted) await ctx.session.signOut();
    throw error;
  }
}
