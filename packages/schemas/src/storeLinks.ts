/** The two stores an app can be downloaded from, as events and analytics name them. */
export const STORES = ['app_store', 'play_store'] as const;
export type Store = (typeof STORES)[number];

/** An Android application id (Java package name), e.g. com.pixelwave.spaceminer. */
export const ANDROID_PACKAGE_PATTERN = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;

export const APP_STORE_LINK_MESSAGE =
  'App Store link must be an https://apps.apple.com address with the app id, e.g. https://apps.apple.com/app/id123456789';
export const PLAY_STORE_LINK_MESSAGE =
  'Google Play link must look like https://play.google.com/store/apps/details?id=com.example.app';

function httpsUrl(link: string, host: string): URL | null {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname === host && !url.username && !url.password
      ? url
      : null;
  } catch {
    return null;
  }
}

/** The numeric App Store id in an apps.apple.com link (…/id123456789), or null when the link is not one. */
export function appStoreAppId(link: string): string | null {
  const url = httpsUrl(link, 'apps.apple.com');
  return url?.pathname.match(/\/id(\d+)\/?$/)?.[1] ?? null;
}

/** The Android package of a https://play.google.com/store/apps/details?id=… link, or null when the link is not one. */
export function playStorePackage(link: string): string | null {
  const url = httpsUrl(link, 'play.google.com');
  if (url?.pathname !== '/store/apps/details') return null;
  const id = url.searchParams.get('id');
  return id && ANDROID_PACKAGE_PATTERN.test(id) ? id : null;
}
