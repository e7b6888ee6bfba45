import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User as UserEntity } from '@studio/db';
import {
  INVALID_CREDENTIALS_MESSAGE,
  newPasswordSchema,
  PASSWORD_CHANGED_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  type Credentials,
  type LoginResult,
  type PasswordChange,
  type User,
} from '@studio/schemas';
import type { Context, SignedInContext } from '../../../context';
import { fieldConflict, fieldInvalid, invalidFields, unauthorized } from '../../../errors';
import {
  loginSucceeded,
  passwordStepSucceeded,
  startLoginAttempt,
} from '../throttles/loginThrottle';
import { hashPassword, verifyAgainstNobody, verifyPassword } from '../passwords/passwords';
import { countRegistration } from '../throttles/registrationThrottle';
import { endSessionsOf } from '../sessions/userSessions';
import { hasSecondFactor } from '../signIn/accountFactors';
import { recordSecurityEvent } from '../signIn/securityEvents';
import { conflictOnDuplicate } from '../../uniqueViolation';
import { toUser } from './userDto';

/** The user a session points at, or null when that account is gone. */
export async function findUser(em: EntityManager, id: number): Promise<User | null> {
  const user = await em.findOne(UserEntity, { id });
  return user ? toUser(user) : null;
}

/** The account with this name, whatever its case, with its password hash loaded. */
export function findAccount(em: EntityManager, username: string) {
  return em.findOne(
    UserEntity,
    { [raw((alias) => `lower(${alias}.username)`)]: username.toLowerCase() },
    { populate: ['password'] },
  );
}

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

/** A new password's strength (newPasswordSchema), checked only once its request got past the limits. */
function checkNewPassword(field: string, password: string): void {
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) {
    throw invalidFields({ [field]: checked.error.issues.map((issue) => issue.message) });
  }
}

/**
 * Creates a regular account (never an admin) and signs it in. A taken name and a password easy to guess are
 * refused once the registration is counted, before any hashing.
 */
export async function register(ctx: Context, credentials: Credentials): Promise<User> {
  await countRegistration(ctx.em, ctx.clientIp);
  const taken = () => fieldConflict('username', USERNAME_TAKEN_MESSAGE);
  if (await findAccount(ctx.em, credentials.username)) throw taken();
  checkNewPassword('password', credentials.password);
  const password = await hashPassword(credentials.password);
  // Two registrations of one name at once: the unique index refuses the second.
  const user = await conflictOnDuplicate('username', USERNAME_TAKEN_MESSAGE, () =>
    ctx.em.transactional(async (tx) => {
      const created = tx.create(UserEntity, {
        username: credentials.username,
        password,
        isAdmin: false,
      });
      await tx.flush();
      return toUser(created);
    }),
  );
  await ctx.session.signIn(user.id);
  return user;
}

/**
 * Changes the signed-in user's password when the current one is right (guesses count like failed logins), and
 * ends every other session of that user, so whoever knew the old password is signed out everywhere.
 */
export async function changePassword(
  ctx: SignedInContext,
  change: PasswordChange,
): Promise<{ message: string }> {
  const attempt = await startLoginAttempt(ctx.em, ctx.user.username, ctx.clientIp);
  const account = await ctx.em.findOneOrFail(
    UserEntity,
    { id: ctx.user.id },
    { populate: ['password'] },
  );
  if (!(await verifyPassword(account.password.$, change.currentPassword))) {
    throw fieldInvalid('currentPassword', WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  await loginSucceeded(ctx.em, attempt);
  const hash = await hashPassword(change.newPassword);
  await ctx.em.transactional(async (tx) => {
    await tx.nativeUpdate(UserEntity, { id: account.id }, { password: hash });
    await endSessionsOf(tx, account.id, ctx.session.id);
    await recordSecurityEvent(tx, {
      action: 'changed',
      subjectType: 'password',
      account,
      clientIp: ctx.clientIp,
    });
  });
  return { message: PASSWORD_CHANGED_MESSAGE };
}
