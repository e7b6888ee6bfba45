import { checkNewsletterEmail, newsletterNotices } from '@studio/schemas';
import { useContext, useState } from 'react';
import { SiteCallsContext } from '../apiCalls/siteCalls';
import { failedStatus } from '../apiErrors/failedStatus';
import { notifyFailure, notifySuccess } from '../notifications/notify';

const SUBSCRIPTION_FAILED = 'Subscription failed';

/**
 * The sign-up's call: the address checked loosely first (spec), then `subscriptions.subscribe`, which sends a
 * confirmation e-mail (double opt-in) and answers alike for every valid address. The server's refusal of an
 * address reads as the form's own "Invalid email". `website` is the honeypot field, sent as the form has it.
 */
export function useSubscribe(onSubscribed: () => void) {
  const calls = useContext(SiteCallsContext);
  const [isPending, setPending] = useState(false);

  const subscribe = async (email: string, website: string) => {
    const outcome = checkNewsletterEmail(email);
    if (outcome !== 'subscribed') {
      const { title, message } = newsletterNotices[outcome];
      notifyFailure(title, message);
      return;
    }
    setPending(true);
    try {
      await calls.mutation('subscriptions.subscribe', {
        email: email.trim(),
        ...(website && { website }),
      });
      notifySuccess(newsletterNotices.subscribed.title, newsletterNotices.subscribed.message);
      onSubscribed();
    } catch (error) {
      if (failedStatus(error) === 400) {
        notifyFailure(newsletterNotices.invalid.title, newsletterNotices.invalid.message);
      } else {
        notifyFailure(SUBSCRIPTION_FAILED, (error as Error).message);
      }
    } finally {
      setPending(false);
    }
  };
  return {
    subscribe: (email: string, website: string) => void subscribe(email, website),
    isPending,
  };
}
