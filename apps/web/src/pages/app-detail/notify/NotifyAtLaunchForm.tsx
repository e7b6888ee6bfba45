import { launchSubscriptionNotices } from '@studio/schemas';
import { useState, type FormEvent } from 'react';
import { ClassButton } from '../../../components/ClassButton';
import { SiteText } from '../../../components/SiteText';
import { SiteTitle } from '../../../components/SiteTitle';
import { useSubscribe } from '../../../layout/useSubscribe';
import classes from './NotifyAtLaunchForm.module.css';

/**
 * A coming-soon app's sign-up for its launch e-mail: the footer's sign-up (the same checks, call and honeypot)
 * with the app's slug, so the address joins the app's launch list.
 */
export function NotifyAtLaunchForm({ appName, appSlug }: { appName: string; appSlug: string }) {
  const [email, setEmail] = useState('');
  // Filled by bots only: people never see the field (see .honeypot).
  const [website, setWebsite] = useState('');
  const { subscribe, isPending } = useSubscribe(() => setEmail(''), {
    app: appSlug,
    notices: launchSubscriptionNotices,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isPending) subscribe(email, website);
  };

  return (
    <section aria-labelledby="notify-at-launch" className={classes.panel}>
      <SiteTitle order={2} id="notify-at-launch" className={classes.title}>
        {`Be the first to play ${appName}`}
      </SiteTitle>
      <SiteText>We will send you one e-mail on launch day.</SiteText>
      <form onSubmit={submit} noValidate aria-label="Notify me at launch" className={classes.row}>
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
        <ClassButton
          component="button"
          type="submit"
          look="gradient"
          size="md"
          aria-busy={isPending}
        >
          Notify me at launch
        </ClassButton>
        <div className={classes.honeypot} aria-hidden="true">
          <label>
            Website
            <input
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={website}
              onChange={(event) => setWebsite(event.currentTarget.value)}
            />
          </label>
        </div>
      </form>
    </section>
  );
}
