import type { EntityManager } from '@mikro-orm/postgresql';
import { RecoveryCode } from '@studio/db';
import { RECOVERY_CODE_COUNT } from '@studio/schemas';
import { createHash, randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so that a code copied by hand is read back right. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
/** 16 characters of 32: 80 random bits, too many to guess even against the stored hashes. */
const CODE_LENGTH = 16;

/** e.g. "k7m2-9xq4-a0dn-3tyz". */
function newRecoveryCode(): string {
  const characters = [...randomBytes(CODE_LENGTH)].map((byte) => ALPHABET[byte % ALPHABET.length]);
  return characters.join('').replace(/(.{4})(?!$)/g, '$1-');
}

/** A code as typed (any case, with or without hyphens or spaces, I/L for 1 and O for 0) in its stored form. */
export function recoveryCodeHash(typed: string): string | null {
  const code = typed.toLowerCase().replace(/[\s-]/g, '').replace(/[il]/g, '1').replace(/o/g, '0');
  if (code.length !== CODE_LENGTH || [...code].some((c) => !ALPHABET.includes(c))) return null;
  return createHash('sha256').update(code).digest('hex');
}

/** Gives the account a new set of recovery codes (the old ones stop working) and answers them: shown this once. */
export async function replaceRecoveryCodes(em: EntityManager, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await em.nativeDelete(RecoveryCode, { user: userId });
  await em.insertMany(
    RecoveryCode,
    codes.map((code) => ({ user: userId, codeHash: recoveryCodeHash(code)! })),
  );
  return codes;
}

/** Uses up one of the account's recovery codes: true when it was one and unused (two requests cannot both use it). */
export async function useRecoveryCode(
  em: EntityManager,
  userId: number,
  typed: string,
): Promise<boolean> {
  const hash = recoveryCodeHash(typed);
  if (!hash) return false;
  const used = await em.nativeUpdate(
    RecoveryCode,
    { user: userId, codeHash: hash, usedAt: null },
    { usedAt: new Date() },
  );
  return used > 0;
}

export function recoveryCodesLeft(em: EntityManager, userId: number): Promise<number> {
  return em.count(RecoveryCode, { user: userId, usedAt: null });
}
