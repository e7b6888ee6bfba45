import argon2 from 'argon2';
import { availableParallelism } from 'node:os';
import { ConcurrencyLimit } from '../../concurrencyLimit';

// OWASP's recommended minimum for argon2id: 19 MiB of memory, 2 passes, 1 lane.
const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Hashes and checks across the whole process, logins and registrations alike, run at most this many at once (half
 * the cores), so that a flood of them queues up instead of taking every core and memory from other requests.
 */
export const passwordWork = new ConcurrencyLimit(
  Math.max(1, Math.floor(availableParallelism() / 2)),
);

export function hashPassword(password: string): Promise<string> {
  return passwordWork.run(() => argon2.hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await passwordWork.run(() => argon2.verify(hash, password));
  } catch {
    // A stored value that is not an argon2 hash matches no password.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Costs as much as checking a real password, so a missing user cannot be told apart by timing. */
export async function verifyAgainstNobody(password: string): Promise<false> {
  dummyHash ??= hashPassword('no user has this password');
  await verifyPassword(await dummyHash, password);
  return false;
}
