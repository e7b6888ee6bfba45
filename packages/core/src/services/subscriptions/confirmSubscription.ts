import type { EntityManager } from '@mikro-orm/postgresql';
import { SUBSCRIPTION_MESSAGES, type SubscriptionConfirmed } from '@studio/schemas';
import { notFound } from '../../errors';
import { outcomeSql, subscriptionOutcome, type OutcomeRow } from './subscriptionOutcome';
import { confirmTokenHash } from './subscriptionTokens';

/**
 * Confirms the address whose confirmation link this is, while the link is valid, and answers its list and
 * unsubscribe link. Opening it again says the
 * same (mail scanners open links before people do); an address that unsubscribed since is not subscribed
 * again by an old link (unsubscribing voids it). 404 for any other token.
 */
export async function confirmSubscription(
  em: EntityManager,
  token: string,
): Promise<SubscriptionConfirmed> {
  const [row] = await em.execute<Array<OutcomeRow & { unsubscribeToken: string }>>(
    `with touched as (
       update subscribers
          set state = 'confirmed',
              confirmed_at = case when state = 'waiting' then now() else confirmed_at end
        where confirm_token_hash = ? and confirm_expires_at > now()
          and state in ('waiting', 'confirmed')
        returning app_id, state, locale, unsubscribe_token
     ) ${outcomeSql('t.unsubscribe_token as "unsubscribeToken"')}`,
    [confirmTokenHash(token)],
  );
  if (!row) throw notFound(SUBSCRIPTION_MESSAGES.confirmationNotFound);
  return { ...subscriptionOutcome(row), unsubscribeToken: row.unsubscribeToken };
}
