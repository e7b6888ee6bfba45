import type { EntityManager } from '@mikro-orm/postgresql';
import { AuthenticatorApp } from '@studio/db';
import type { SecretBox } from '../../../secretBox';
import { codeStep } from './appCodes';
import { useRecoveryCode } from './recoveryCodes';

/** How an account proved itself with a code. */
export type CodeKind = 'authenticator' | 'recoveryCode';

/**
 * Takes a code of the account's confirmed app, once: a code whose 30-second step is not after the last one
 * taken is refused, right or not, so a code seen over someone's shoulder cannot be used again.
 */
async function useAppCode(
  em: EntityManager,
  box: SecretBox,
  userId: number,
  code: string,
): Promise<boolean> {
  const app = await em.findOne(AuthenticatorApp, { user: userId, confirmedAt: { $ne: null } });
  const secret = app && box.open(app.sealedSecret);
  const step = secret ? codeStep(secret, code) : null;
  if (step === null) return false;
  const taken = await em.nativeUpdate(
    AuthenticatorApp,
    { user: userId, $or: [{ lastUsedStep: null }, { lastUsedStep: { $lt: step } }] },
    { lastUsedStep: step },
  );
  return taken > 0;
}

/**
 * Uses a code the account's owner typed: 6 digits are a code of the authenticator app, anything else may be an
 * unused recovery code. Answers what it was, or null when it is neither (or was used already).
 */
export async function useAuthenticationCode(
  em: EntityManager,
  box: SecretBox,
  userId: number,
  typed: string,
): Promise<CodeKind | null> {
  const digits = typed.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    return (await useAppCode(em, box, userId, digits)) ? 'authenticator' : null;
  }
  return (await useRecoveryCode(em, userId, typed)) ? 'recoveryCode' : null;
}
