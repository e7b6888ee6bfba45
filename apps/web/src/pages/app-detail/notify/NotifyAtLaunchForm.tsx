import { checkNewsletterEmail, launchSubscriptionNotices } from '@studio/schemas';
import { useState, type FormEvent } from 'react';
import { ClassButton } from '../../../components/ClassButton';
import { SiteText } from '../../../components/SiteText';
import { SiteTitle } from '../../../components/SiteTitle';
import { notifyFailure, notifySuccess } from '../../../notifications/notify';
import { subscribeToLaunch } from './launchSubscription';
import classes from './NotifyAtLaunchForm.module.css';

/**
 * A coming-soon app's sign-up for its launch e-mail: the address is checked as the footer's newsletter form
 * checks it, then sent with the app's slug.
 */
export function NotifyAtLaunchForm({ appName, appSlug }: { appName: string; appSlug: string }) {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      return await subscribeToLaunch(email.trim(), appSlug);
    } finally {
      setSending(false);
    }
  };

  const subscribe = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkNewsletterEmail(email);
    const outcome = checked === 'subscribed' ? await send() : checked;
    const { title, message } = launchSubscriptionNotices[outcome];
    if (outcome === 'subscribed') {
      notifySuccess(title, message);
      setEmail('');
    } else {
      notifyFailure(title, message);
    }
  };

  return (
    <section aria-labelledby="notify-at-launch" className={classes.panel}>
      <SiteTitle order={2} id="notify-at-launch" className={classes.title}>
        {`Be the first to play ${appName}`}
      </SiteTitle>
      <SiteText>We will send you one e-mail on launch day.</SiteText>
      <form
        onSubmit={subscribe}
        noValidate
        aria-label="Notify me at launch"
        className={classes.row}
      >
        {/* A plain field, as the footer's: Mantine's inputs would weigh on the page's first load. */}
        <input
          type="email"
          aria-label="Email address"
          placeholder="you@example.com"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          className={classes.email}
        />
        <ClassButton component="button" type="submit" look="gradient" size="md" disabled={sending}>
          Notify me at launch
        </ClassButton>
      </form>
    </section>
  );
}
