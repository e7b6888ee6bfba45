import { ClassButton } from '../../components/ClassButton';
import type { App, Store } from '@studio/schemas';
import { sendEvent } from '../../analytics/sendEvent';
import { SiteIcon } from '../../icons/SiteIcon';
import type { SiteIconName } from '../../icons/siteIcons';
import { useCatalog } from '../../messages/useCatalog';
import { APP_CATALOG } from './appCatalog';

/** What a store button offers: the download, or before the launch a pre-order or pre-registration. */
type StoreOffer = 'download' | 'preLaunch';

interface StoreBadge {
  store: Store;
  link: (app: App) => string | null;
  icon: SiteIconName;
}

const BADGES: Record<StoreOffer, StoreBadge[]> = {
  download: [
    { store: 'app_store', link: (app) => app.appStoreLink, icon: 'brand-apple' },
    { store: 'play_store', link: (app) => app.playStoreLink, icon: 'brand-google-play' },
  ],
  // Before its launch an app's store pages take pre-orders and pre-registrations, not downloads.
  preLaunch: [
    { store: 'app_store', link: (app) => app.preOrderUrl, icon: 'brand-apple' },
    { store: 'play_store', link: (app) => app.preRegistrationUrl, icon: 'brand-google-play' },
  ],
};

/**
 * A button for each store the app is in, in the page's language: to download it, or to pre-order or
 * pre-register while it is coming soon. Every click is counted for the app and store.
 */
export function StoreBadges({ app }: { app: App }) {
  const { t } = useCatalog(APP_CATALOG);
  const offer: StoreOffer = app.comingSoon ? 'preLaunch' : 'download';
  return BADGES[offer].map(({ store, link, icon }) => {
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
        {t(`store.${offer}.${store}`)}
      </ClassButton>
    );
  });
}
