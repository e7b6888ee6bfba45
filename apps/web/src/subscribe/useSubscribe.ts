import { checkNewsletterEmail, newsletterNotices } from '@studio/schemas';
import { useContext, useState } from 'react';
import { SiteCallsContext } from '../apiCalls/siteCalls';
import { failedStatus } from '../apiErrors/failedStatus';
import { notifyFailure, notifySuccess } from '../notifications/notify';
import { usePageLocale } from '../pageKit/pageLocale';

const SUBSCRIPTION_FAILED = 'Subscription failed';

interface Notice {
  title: string;
  message: string;
}

/** What a sign-up form says: the spec's checks of the address, its thanks, and the title of a failure. */
export interface SubscribeNotices {
  required: Notice;
  invalid: Notice;
  subscribed: Notice;
  failed?: { title: string };
}

export interface SubscribeOptions {
  /** An app's slug: its launch list ("Notify me at launch"); none for the studio's news. */
  app?: string;
  notices?: SubscribeNotices;
}

/**
 * The sign-up's call, for the footer's news and an app's "Notify me at launch" alike: the address checked
 * loosely first (spec), then `subscriptions.subscribe`, which sends a confirmation e-mail (double opt-in) and
 * answers alike for every valid address, in the page's language (the subscriber's e-mails are then in it;
 * none at the default language's addresses). The server's refusal of an address reads as the form's own
 * "Invalid email". `website` is the honeypot field, sent as the form has it.
 */
export function useSubscribe(
  onSubscribed: () => void,
  { app, notices = newsletterNotices }: SubscribeOptions = {},
) {
  const calls = useContext(SiteCallsContext);
  const locale = usePageLocale();
  const [isPending, setPending] = useState(false);

  const subscribe = async (email: string, website: string) => {
    const outcome = checkNewsletterEmail(email);
    if (outcome !== 'subscribed') {
      const { title, message } = notices[outcome];
      notifyFailure(title, message);
      return;
    }
    setPending(true);
    try {
      await calls.mutation('subscriptions.subscribe', {
        email: email.trim(),
        ...(app && { app }),
        ...(locale && { locale }),
        ...(website && { website }),
      });
      notifySuccess(notices.subscribed.title, notices.subscribed.message);
      onSubscribed();
    } catch (error) {
      if (failedStatus(error) === 400) {
        notifyFailure(notices.invalid.title, notices.invalid.message);
      } else {
        notifyFailure(notices.failed?.title ?? SUBSCRIPTION_FAILED, (error as Error).message);
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
