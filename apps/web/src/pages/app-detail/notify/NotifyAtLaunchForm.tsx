import { launchSubscriptionNotices } from '@studio/schemas';
import { SiteText } from '../../../components/SiteText';
import { SiteTitle } from '../../../components/SiteTitle';
import { SubscribeForm } from '../../../subscribe/SubscribeForm';
import classes from './NotifyAtLaunchForm.module.css';

/**
 * A coming-soon app's sign-up for its launch e-mail: the footer's sign-up (the same checks, call and honeypot)
 * with the app's slug, so the address joins the app's launch list.
 */
export function NotifyAtLaunchForm({ appName, appSlug }: { appName: string; appSlug: string }) {
  return (
    <section aria-labelledby="notify-at-launch" className={classes.panel}>
      <SiteTitle order={2} id="notify-at-launch" className={classes.title}>
        {`Be the first to play ${appName}`}
      </SiteTitle>
      <SiteText>We will send you one e-mail on launch day.</SiteText>
      <SubscribeForm
        label="Notify me at launch"
        submitLabel="Notify me at launch"
        size="md"
        className={classes.form}
        app={appSlug}
        notices={launchSubscriptionNotices}
      />
    </section>
  );
}
