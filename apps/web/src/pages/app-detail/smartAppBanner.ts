import { appStoreAppId } from '@studio/schemas';

/** Safari's Smart App Banner for an app page: the app id from its App Store link, or null without one. */
export function smartAppBanner(
  appStoreLink: string | null,
): { name: string; content: string } | null {
  const appId = appStoreLink ? appStoreAppId(appStoreLink) : null;
  return appId ? { name: 'apple-itunes-app', content: `app-id=${appId}` } : null;
}
