import { ClassButton } from '../../components/ClassButton';
import type { App, Store } from '@studio/schemas';
import { sendEvent } from '../../analytics/sendEvent';
import { SiteIcon } from '../../icons/SiteIcon';
import type { SiteIconName } from '../../icons/siteIcons';

interface StoreBadge {
  store: Store;
  link: (app: App) => string | null;
  label: string;
  icon: SiteIconName;
}

const DOWNLOAD_BADGES: StoreBadge[] = [
  {
    store: 'app_store',
    link: (app) => app.appStoreLink,
    label: 'Download on the App Store',
    icon: 'brand-apple',
  },
  {
    store: 'play_store',
    link: (app) => app.playStoreLink,
    label: 'Get it on Google Play',
    icon: 'brand-google-play',
  },
];

/** Before its launch an app's store pages take pre-orders and pre-registrations, not downloads. */
const PRE_LAUNCH_BADGES: StoreBadge[] = [
  {
    store: 'app_store',
    link: (app) => app.preOrderUrl,
    label: 'Pre-order on the App Store',
    icon: 'brand-apple',
  },
  {
    store: 'play_store',
    link: (app) => app.preRegistrationUrl,
    label: 'Pre-register on Google Play',
    icon: 'brand-google-play',
  },
];

/**
 * A button for each store the app is in: to download it, or to pre-order or pre-register while it is coming
 * soon. Every click is counted for the app and store.
 */
export function StoreBadges({ app }: { app: App }) {
  return (app.comingSoon ? PRE_LAUNCH_BADGES : DOWNLOAD_BADGES).map(
    ({ store, link, label, icon }) => {
      const href = link(app);
      if (!href) return null;
      return (
        <ClassButton
          key={store}
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          look="ink"
          size="md"
          leftSection={<SiteIcon name={icon} size={20} />}
          onClick={() => sendEvent({ type: 'store_click', appSlug: app.slug, store })}
        >
          {label}
        </ClassButton>
      );
    },
  );
}
