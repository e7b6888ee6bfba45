import { Button } from '@mantine/core';
import type { App, Store } from '@studio/schemas';
import { IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react';
import { sendEvent } from '../../analytics/sendEvent';

const BADGES: {
  store: Store;
  link: (app: App) => string | null;
  label: string;
  icon: typeof IconBrandApple;
}[] = [
  {
    store: 'app_store',
    link: (app) => app.appStoreLink,
    label: 'Download on the App Store',
    icon: IconBrandApple,
  },
  {
    store: 'play_store',
    link: (app) => app.playStoreLink,
    label: 'Get it on Google Play',
    icon: IconBrandGooglePlay,
  },
];

/** A download button for each store the app is in; every click is counted for the app and store. */
export function StoreBadges({ app }: { app: App }) {
  return BADGES.map(({ store, link, label, icon: Icon }) => {
    const href = link(app);
    if (!href) return null;
    return (
      <Button
        key={store}
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        size="md"
        color="ink.9"
        leftSection={<Icon size={20} aria-hidden />}
        onClick={() => sendEvent({ type: 'store_click', appSlug: app.slug, store })}
      >
        {label}
      </Button>
    );
  });
}
