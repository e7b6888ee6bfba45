import type { EntityManager } from '@mikro-orm/postgresql';
import { tooManyRegistrationsMessage } from '@studio/schemas';
import { tooManyAttempts } from '../errors';
import { countAttempt, throttleKey } from './attemptThrottle';

const tooManyRegistrations = (waitSeconds: number) =>
  tooManyAttempts(tooManyRegistrationsMessage(waitSeconds));

/** Counts a registration from this address, or refuses it with 429 once the address has made too many. */
export async function countRegistration(em: EntityManager, clientIp: string): Promise<void> {
  await countAttempt(em, [throttleKey('registration', clientIp)], tooManyRegistrations);
}
