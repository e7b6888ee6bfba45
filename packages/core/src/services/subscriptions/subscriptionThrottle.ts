import type { EntityManager } from '@mikro-orm/postgresql';
import { tooManySubscriptionsMessage } from '@studio/schemas';
import { addressLimitKey } from '../../clientAddress/addressLimitKey';
import { tooManyAttempts } from '../../errors';
import { countAttempt, throttleKey } from '../accounts/throttles/attemptThrottle';

const tooManySubscriptions = (waitSeconds: number) =>
  tooManyAttempts(tooManySubscriptionsMessage(waitSeconds));

/**
 * Counts a request to join a list from this client (an IPv6 one per /64) and for this e-mail address, or refuses
 * it with 429 once either has made too many: nobody fills the lists, or someone's inbox, from a script.
 */
export async function countSubscription(
  em: EntityManager,
  clientIp: string,
  email: string,
): Promise<void> {
  await countAttempt(
    em,
    [
      throttleKey('subscriptionAddress', addressLimitKey(clientIp)),
      throttleKey('subscriptionEmail', email),
    ],
    tooManySubscriptions,
  );
}
