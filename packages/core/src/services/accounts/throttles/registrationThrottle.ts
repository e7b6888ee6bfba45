import type { EntityManager } from '@mikro-orm/postgresql';
import { tooManyRegistrationsMessage } from '@studio/schemas';
import { tooManyAttempts } from '../../../errors';
import { addressLimitKey } from '../../../clientAddress/addressLimitKey';
import { countAttempt, throttleKey } from './attemptThrottle';

const tooManyRegistrations = (waitSeconds: number) =>
  tooManyAttempts(tooManyRegistrationsMessage(waitSeconds));

/**
 * Counts a registration from this address (by its limit key: an IPv6 client per /64), or refuses it with 429
 * once the address has made too many.
 */
export async function countRegistration(em: EntityManager, clientIp: string): Promise<void> {
  const client = addressLimitKey(clientIp);
  await countAttempt(em, [throttleKey('registration', client)], tooManyRegistrations);
}
