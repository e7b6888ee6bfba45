import type { LaunchSubscriptionOutcome } from '@studio/schemas';

/**
 * Signs an address up for an app's launch e-mail: `POST /api/subscriptions` with `{email, app}`. The API
 * answers 202 when it took the address (a confirmation e-mail follows) and 400 when the address is not one;
 * only the status is read, so the page loads no schema library for it.
 */
export async function subscribeToLaunch(
  email: string,
  appSlug: string,
): Promise<Exclude<LaunchSubscriptionOutcome, 'required'>> {
  try {
    const response = await fetch('/api/subscriptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, app: appSlug }),
    });
    if (response.status === 202) return 'subscribed';
    return response.status === 400 ? 'invalid' : 'failed';
  } catch {
    return 'failed';
  }
}
