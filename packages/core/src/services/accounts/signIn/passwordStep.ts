import { INVALID_CREDENTIALS_MESSAGE, type Credentials, type LoginResult } from '@studio/schemas';
import type { Context } from '../../../context';
import { unauthorized } from '../../../errors';
import { verifyAgainstNobody, verifyPassword } from '../passwords/passwords';
import {
  loginSucceeded,
  passwordStepSucceeded,
  startLoginAttempt,
} from '../throttles/loginThrottle';
import { toUser } from '../users/userDto';
import { findAccount } from '../users/users';
import { hasSecondFactor } from './accountFactors';
import { recordSecurityEvent } from './securityEvents';

/**
 * Checks the credentials (throttled per username and address, per address, and slowed per username). An account
 * with a passkey or an authenticator app is not signed in by its password alone: the session waits for its second
 * factor (signInWithCode, or a passkey). Any other starts a new session.
 */
export async function logIn(ctx: Context, credentials: Credentials): Promise<LoginResult> {
  const attempt = await startLoginAttempt(ctx.em, credentials.username, ctx.clientIp);
  const user = await findAccount(ctx.em, credentials.username);
  const valid = user
    ? await verifyPassword(user.password.$, credentials.password)
    : await verifyAgainstNobody(credentials.password);
  if (!user || !valid) {
    // One message whether or not the user exists, so usernames cannot be probed.
    throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
  }
  if (await hasSecondFactor(ctx.em, user.id)) {
    await passwordStepSucceeded(ctx.em, attempt);
    await ctx.session.awaitSecondFactor(user.id);
    return { secondFactorRequired: true };
  }
  await loginSucceeded(ctx.em, attempt);
  await recordSecurityEvent(ctx.em, {
    action: 'signedIn',
    subjectType: 'password',
    account: user,
    clientIp: ctx.clientIp,
  });
  await ctx.session.signIn(user.id);
  return toUser(user);
}
