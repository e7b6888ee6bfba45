/** The two stores an app can be downloaded from, as events and analytics name them. */
export const STORES = ['app_store', 'play_store'] as const;
export type Store = (typeof STORES)[number];

/** An Android application id (Java package name), e.g. com.pixelwave.spaceminer. */
export const ANDROID_PACKAGE_PATTERN = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;

export const APP_STORE_LINK_MESSAGE =
  'App Store link must be an https://apps.apple.com address with the app id, e.g. https://apps.apple.com/app/id123456789';
export const PLAY_STORE_LINK_MESSAGE =
  'Google Play link must look like https://play.google.com/store/apps/details?id=com.example.app';

// Written as patterns rather than with URL, which this package's runtime-neutral types do not include.
const APP_STORE_LINK_PATTERN =
  /^https:\/\/apps\.apple\.com(?:\/[^\s?#]*)?\/id(\d+)\/?(?:[?#]\S*)?$/i;
const PLAY_STORE_LINK_PATTERN =
  /^https:\/\/play\.google\.com\/store\/apps\/details\?([^\s#]*)(?:#\S*)?$/i;

/** The numeric App Store id in an apps.apple.com link (…/id123456789), or null when the link is not one. */
export function appStoreAppId(link: string): string | null {
  return APP_STORE_LINK_PATTERN.exec(link)?.[1] ?? null;
}

/** The Android package of a https://play.google.com/store/apps/details?id=… link, or null when the link is not one. */
export function playStorePackage(link: string): string | null {
  const query = PLAY_STORE_LINK_PATTERN.exec(link)?.[1];
  const id = query
    ?.split('&')
    .find((parameter) => parameter.startsWith('id='))
    ?.slice('id='.length);
  return id && ANDROID_PACKAGE_PATTERN.test(id) ? id : null;
}
