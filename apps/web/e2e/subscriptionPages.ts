import type { APIRequestContext } from '@playwright/test';
import { linkIn, mailTo } from './mailbox';

/** A new address for each subscription a test makes: the lists never know it already. */
export function newAddress(who: string): string {
  return `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Subscribes an address through the API and answers the path of the confirmation link it receives. */
export async function confirmationPathFor(
  request: APIRequestContext,
  email: string,
): Promise<string> {
  const answer = await request.post('/api/subscriptions', { data: { email } });
  if (answer.status() !== 202) throw new Error(`Subscribing answered ${answer.status()}`);
  const mail = await mailTo(email, /^Confirm your subscription/);
  return new URL(linkIn(mail, '/subscriptions/confirm/')).pathname;
}

/**
 * The mailing list's pages, each as a visitor finds it: a confirmation link (confirmed on the way), an
 * unsubscribe link, and both of them unknown.
 */
export async function subscriptionPages(request: APIRequestContext): Promise<string[]> {
  const confirmPath = await confirmationPathFor(request, newAddress('pages'));
  const confirmed = await request.get(`/api${confirmPath}`);
  const { unsubscribeToken } = (await confirmed.json()) as { unsubscribeToken: string };
  return [
    confirmPath,
    `/subscriptions/unsubscribe/${unsubscribeToken}`,
    '/subscriptions/confirm/no-such-link',
    '/subscriptions/unsubscribe/no-such-link',
  ];
}
