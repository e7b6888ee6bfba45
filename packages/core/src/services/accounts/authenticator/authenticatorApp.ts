import { LockMode } from '@mikro-orm/core';
import { AuthenticatorApp, RecoveryCode } from '@studio/db';
import {
  AUTHENTICATOR_ALREADY_SET_UP_MESSAGE,
  AUTHENTICATOR_TURNED_OFF_MESSAGE,
  NO_AUTHENTICATOR_MESSAGE,
  NO_AUTHENTICATOR_SETUP_MESSAGE,
  WRONG_CODE_MESSAGE,
  type AppCode,
  type AuthenticationCode,
  type AuthenticatorSetup,
  type AuthenticatorStatus,
  type RecoveryCodes,
} from '@studio/schemas';
import type { SignedInContext } from '../../../context';
import { conflict, fieldInvalid, notFound } from '../../../errors';
import { loginSucceeded } from '../throttles/loginThrottle';
import { recordWrongCode, startCodeAttempt } from '../signIn/codeAttempts';
import { relyingParty } from '../passkeys/relyingParty';
import { signInChanged } from '../sessions/signInChanged';
import { endPendingSignIns } from '../sessions/userSessions';
import { recordSecurityEvent } from '../signIn/securityEvents';
import { appAddress, codeStep, newAppSecret } from './appCodes';
import { useAuthenticationCode } from './authenticationCodes';
import { recoveryCodesLeft, replaceRecoveryCodes } from './recoveryCodes';

/** Whether the signed-in user has an authenticator app, and how many recovery codes are left. */
export async function authenticatorStatus(ctx: SignedInContext): Promise<AuthenticatorStatus> {
  const app = await ctx.em.findOne(AuthenticatorApp, { user: ctx.user.id });
  const enabled = Boolean(app?.confirmedAt);
  return {
    enabled,
    recoveryCodesLeft: enabled ? await recoveryCodesLeft(ctx.em, ctx.user.id) : 0,
  };
}

/**
 * Starts setting up an authenticator app: a new secret, kept sealed, which counts for nothing until a code from
 * the app confirms it. Starting again replaces a secret not yet confirmed; a confirmed app must be turned off first.
 */
export async function startAuthenticatorSetup(ctx: SignedInContext): Promise<AuthenticatorSetup> {
  const secret = newAppSecret();
  const [kept] = await ctx.em.execute<{ userId: number }[]>(
    `insert into authenticator_apps (user_id, sealed_secret) values (?, ?)
     on conflict (user_id) do update set sealed_secret = excluded.sealed_secret, created_at = now()
       where authenticator_apps.confirmed_at is null
     returning user_id as "userId"`,
    [ctx.user.id, ctx.secretBox.seal(secret)],
  );
  if (!kept) throw conflict(AUTHENTICATOR_ALREADY_SET_UP_MESSAGE);
  const issuer = relyingParty(ctx).name;
  return { secret, otpauthUrl: appAddress(secret, issuer, ctx.user.username) };
}

/**
 * Turns the app being set up on with its current code, and answers new recovery codes (shown this once). The
 * account's other sessions end: whoever else was signed in must now pass the second factor.
 */
export function confirmAuthenticator(
  ctx: SignedInContext,
  { code }: AppCode,
): Promise<RecoveryCodes> {
  return ctx.em.transactional(async (tx) => {
    const app = await tx.findOne(
      AuthenticatorApp,
      { user: ctx.user.id },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!app) throw notFound(NO_AUTHENTICATOR_SETUP_MESSAGE);
    if (app.confirmedAt) throw conflict(AUTHENTICATOR_ALREADY_SET_UP_MESSAGE);
    const secret = ctx.secretBox.open(app.sealedSecret);
    const step = secret ? codeStep(secret, code) : null;
    if (step === null) throw fieldInvalid('code', WRONG_CODE_MESSAGE);
    app.confirmedAt = new Date();
    app.lastUsedStep = step;
    const recoveryCodes = await replaceRecoveryCodes(tx, ctx.user.id);
    await signInChanged(tx, ctx, { action: 'added', subjectType: 'authenticator' });
    return { recoveryCodes };
  });
}

/**
 * Checks a code of the signed-in user's app, or a recovery code, before a change to the app: wrong ones count like
 * failed logins and against the account's codes, and are recorded, so a stolen session cannot guess its way through.
 */
async function proveWithCode(ctx: SignedInContext, code: string): Promise<void> {
  const account = ctx.user;
  const app = await ctx.em.findOne(AuthenticatorApp, {
    user: account.id,
    confirmedAt: { $ne: null },
  });
  if (!app) throw notFound(NO_AUTHENTICATOR_MESSAGE);
  const attempt = await startCodeAttempt(ctx.em, account, ctx.clientIp);
  if (!(await useAuthenticationCode(ctx.em, ctx.secretBox, account.id, code))) {
    await recordWrongCode(ctx.em, attempt, { account, clientIp: ctx.clientIp });
    throw fieldInvalid('code', WRONG_CODE_MESSAGE);
  }
  await loginSucceeded(ctx.em, attempt);
}

/**
 * Turns the app off, with one of its codes or a recovery code; its recovery codes go with it, and the account's
 * other sessions end.
 */
export async function turnOffAuthenticator(
  ctx: SignedInContext,
  { code }: AuthenticationCode,
): Promise<{ message: string }> {
  const account = ctx.user;
  await proveWithCode(ctx, code);
  await ctx.em.transactional(async (tx) => {
    await tx.nativeDelete(AuthenticatorApp, { user: account.id });
    await tx.nativeDelete(RecoveryCode, { user: account.id });
    await signInChanged(tx, ctx, { action: 'removed', subjectType: 'authenticator' });
  });
  return { message: AUTHENTICATOR_TURNED_OFF_MESSAGE };
}

/**
 * New recovery codes for the app, with one of its codes or a recovery code: the old ones stop working, the new
 * ones are shown this once, and sign-ins waiting for a code end.
 */
export async function regenerateRecoveryCodes(
  ctx: SignedInContext,
  { code }: AuthenticationCode,
): Promise<RecoveryCodes> {
  await proveWithCode(ctx, code);
  return ctx.em.transactional(async (tx) => {
    const recoveryCodes = await replaceRecoveryCodes(tx, ctx.user.id);
    await endPendingSignIns(tx, ctx.user.id);
    await recordSecurityEvent(tx, {
      action: 'changed',
      subjectType: 'recoveryCode',
      account: ctx.user,
      clientIp: ctx.clientIp,
    });
    return { recoveryCodes };
  });
}
