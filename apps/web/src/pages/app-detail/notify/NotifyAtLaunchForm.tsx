import { launchSubscriptionNotices } from '@studio/schemas';
import { SiteText } from '../../../components/SiteText';
import { SiteTitle } from '../../../components/SiteTitle';
import { SubscribeForm } from '../../../subscribe/SubscribeForm';
import classes from './NotifyAtLaunchForm.module.css';
import { useCatalog } from '../../../messages/useCatalog';
import { APP_CATALOG } from '../appCatalog';

/**
 * A coming-soon app's sign-up for its launch e-mail: the footer's sign-up (the same checks, call and honeypot)
 * with the app's slug, so the address joins the app's launch list.
 */
export function NotifyAtLaunchForm({ appName, appSlug }: { appName: string; appSlug: string }) {
  const { t } = useCatalog(APP_CATALOG);
  return (
    <section aria-labelledby="notify-at-launch" className={classes.panel}>
      <SiteTitle order={2} id="notify-at-launch" className={classes.title}>
        {t('notify.heading', { name: appName })}
      </SiteTitle>
      <SiteText>{t('notify.pitch')}</SiteText>
      <SubscribeForm
        label={t('notify.action')}
        submitLabel={t('notify.action')}
        size="md"
        className={classes.form}
        app={appSlug}
        notices={launchSubscriptionNotices}
      />
    </section>
  );
}
