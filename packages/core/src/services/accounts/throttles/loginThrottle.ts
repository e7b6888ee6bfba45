import type { EntityManager } from '@mikro-orm/postgresql';
import { tooManyLoginAttemptsMessage } from '@studio/schemas';
import { tooManyAttempts as tooMany } from '../../../errors';
import { addressLimitKey } from '../../../clientAddress/addressLimitKey';
import { clearKey, countAttempt, throttleKey, uncount, type CountedKey } from './attemptThrottle';

/** Failures for one username, from all addresses together, before its attempts are slowed down. */
export const USERNAME_SLOWDOWN_AFTER = 100;
const SLOWDOWN_STEP_MS = 1000;
const LONGEST_SLOWDOWN_MS = 10_000;

/**
 * How long an attempt for a username waits before its password is checked: nothing up to the ceiling, then one
 * second more for every further hundred failures, up to ten. It slows guessing from many addresses without
 * ever locking the owner out.
 */
export function usernameSlowdownMs(failures: number): number {
  if (failures <= USERNAME_SLOWDOWN_AFTER) return 0;
  const steps = Math.ceil((failures - USERNAME_SLOWDOWN_AFTER) / USERNAME_SLOWDOWN_AFTER);
  return Math.min(steps * SLOWDOWN_STEP_MS, LONGEST_SLOWDOWN_MS);
}

export interface LoginAttempt {
  pair: CountedKey;
  others: CountedKey[];
}

const tooManyAttempts = (waitSeconds: number) => tooMany(tooManyLoginAttemptsMessage(waitSeconds));

/**
 * Counts a login attempt as a failure before its password is checked: against this username from this address,
 * this address for any username, and this username from any address (an address as its limit key: an IPv6
 * client per /64), and against the keys given in `alsoCount` (in `others`, in their order). Refuses it with 429
 * while the pair, the address or one of those keys is locked out, and waits first when the username has failed
 * very often.
 */
export async function startLoginAttempt(
  em: EntityManager,
  username: string,
  clientIp: string,
  alsoCount: string[] = [],
): Promise<LoginAttempt> {
  const name = username.trim().toLowerCase();
  const client = addressLimitKey(clientIp);
  const keys = [
    throttleKey('pair', client, name),
    throttleKey('address', client),
    throttleKey('username', name),
    ...alsoCount,
  ];
  const counted = await countAttempt(em, keys, tooManyAttempts);
  const byKey = new Map(counted.map((entry) => [entry.key, entry]));
  const [pair, ...others] = keys.map((key) => byKey.get(key)!);
  const slowdown = usernameSlowdownMs(others[1]!.count);
  if (slowdown > 0) await new Promise((resolve) => setTimeout(resolve, slowdown));
  return { pair: pair!, others };
}

/**
 * The password was right but a second factor must follow: this attempt is no failure, yet the failures before
 * it stay counted (wrong codes among them) until the second factor is right too, so that signing in with the
 * password again never buys more code guesses.
 */
export async function passwordStepSucceeded(
  em: EntityManager,
  attempt: LoginAttempt,
): Promise<void> {
  await uncount(em, [attempt.pair, ...attempt.others]);
}

/**
 * The password (and second factor) was right: this username and address start from nothing, and the address's and username's counts
 * lose this attempt. Failures from elsewhere, or for other usernames, stay counted.
 */
export async function loginSucceeded(em: EntityManager, attempt: LoginAttempt): Promise<void> {
  await clearKey(em, attempt.pair.key);
  await uncount(em, attempt.others);
}
