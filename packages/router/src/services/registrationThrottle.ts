import type { EntityManager } from '@mikro-orm/postgresql';
import { tooManyRegistrationsMessage } from '@studio/schemas';
import { TRPCError } from '@trpc/server';
import { countAttempt, throttleKey } from './attemptThrottle';

function tooManyRegistrations(waitSeconds: number): TRPCError {
  return new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: tooManyRegistrationsMessage(waitSeconds),
  });
}

/** Counts a registration from this address, or refuses it with 429 once the address has made too many. */
export async function countRegistration(em: EntityManager, clientIp: string): Promise<void> {
  await countAttempt(em, [throttleKey('registration', clientIp)], tooManyRegistrations);
}
