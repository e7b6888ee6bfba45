import type { EntityManager } from '@mikro-orm/postgresql';
import { SUBSCRIPTION_MESSAGES, type SubscriptionList } from '@studio/schemas';
import { notFound } from '../../errors';
import { outcomeSql, subscriptionOutcome, type OutcomeRow } from './subscriptionOutcome';

const unknownLink = () => notFound(SUBSCRIPTION_MESSAGES.unsubscribeNotFound);

/** The list an unsubscribe link is about, and whether its address is still on it; 404 for an unknown link. */
export async function subscriptionOfUnsubscribeLink(
  em: EntityManager,
  token: string,
): Promise<SubscriptionList> {
  const [row] = await em.execute<OutcomeRow[]>(
    `with touched as (select app_id, state, locale from subscribers where unsubscribe_token = ?)
     ${outcomeSql()}`,
    [token],
  );
  if (!row) throw unknownLink();
  return subscriptionOutcome(row);
}

/**
 * Takes the address of this unsubscribe link off its list at once (the token is the authority: RFC 8058's
 * one-click, or the link's page), and voids its confirmation link. Doing it again changes nothing; 404 for an
 * unknown link.
 */
export async function unsubscribe(em: EntityManager, token: string): Promise<SubscriptionList> {
  const [row] = await em.execute<OutcomeRow[]>(
    `with touched as (
       update subscribers
          set state = 'unsubscribed',
              unsubscribed_at = case when state = 'unsubscribed' then unsubscribed_at else now() end,
              confirm_token_hash = null,
              confirm_expires_at = null
        where unsubscribe_token = ?
        returning app_id, state, locale
     ) ${outcomeSql()}`,
    [token],
  );
  if (!row) throw unknownLink();
  return subscriptionOutcome(row);
}
