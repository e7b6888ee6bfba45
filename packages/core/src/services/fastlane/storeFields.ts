import {
  appDocumentPath,
  pathIn,
  parseMediaEntry,
  STORE_TEXT_LIMITS,
  type AdminRelease,
  type App,
  type LocaleCode,
  type Locales,
  type StoreTextLimit,
} from '@studio/schemas';

/** One file of a store's locale folder: its name there, its text (none: no file), the store's limit. */
export interface StoreField {
  file: string;
  text: string | null;
  limit?: StoreTextLimit;
}

/** What a locale's folders are made from: the app in that language and where its pages are. */
export interface LocalizedApp {
  app: App;
  /** The language, and the site's languages its addresses are built in. */
  locale: LocaleCode;
  locales: Locales;
  siteOrigin: string;
  /** Newest first. */
  releases: readonly AdminRelease[];
}

const appStore = STORE_TEXT_LIMITS.appStore;
const googlePlay = STORE_TEXT_LIMITS.googlePlay;

/** The app's privacy page in the locale, absolute; none while the app has no privacy policy. */
function privacyUrl({ app, locale, locales, siteOrigin }: LocalizedApp): string | null {
  if (!app.privacyLink) return null;
  return `${siteOrigin}${pathIn(appDocumentPath(app.slug, 'privacy'), locale, locales)}`;
}

/** fastlane deliver's files of one App Store locale (its metadata/<locale>/ folder). */
export function appStoreFields(localized: LocalizedApp): StoreField[] {
  const { app, releases } = localized;
  return [
    { file: 'name.txt', text: app.name, limit: appStore.name },
    { file: 'subtitle.txt', text: app.subtitle, limit: appStore.subtitle },
    { file: 'description.txt', text: app.description, limit: appStore.description },
    { file: 'keywords.txt', text: app.keywords, limit: appStore.keywords },
    { file: 'promotional_text.txt', text: app.promotionalText, limit: appStore.promotionalText },
    {
      file: 'release_notes.txt',
      text: releases[0]?.notes ?? null,
      limit: appStore.releaseNotes,
    },
    { file: 'privacy_url.txt', text: privacyUrl(localized) },
    { file: 'support_url.txt', text: app.supportUrl },
    { file: 'marketing_url.txt', text: app.marketingUrl },
  ];
}

/** The app's first YouTube video: Google Play's video field takes a YouTube address only. */
function youtubeVideo(app: App): string | null {
  for (const entry of app.screenshots) {
    const media = parseMediaEntry(entry);
    if (media?.kind === 'youtube') return media.url;
  }
  return null;
}

/** Each version code once, from the newest release that has it. */
function changelogs(releases: readonly AdminRelease[]): StoreField[] {
  const seen = new Set<number>();
  const fields: StoreField[] = [];
  for (const { versionCode, notes } of releases) {
    if (versionCode === null || seen.has(versionCode)) continue;
    seen.add(versionCode);
    fields.push({
      file: `changelogs/${versionCode}.txt`,
      text: notes,
      limit: googlePlay.changelog,
    });
  }
  return fields;
}

/** fastlane supply's files of one Google Play locale (its metadata/android/<locale>/ folder). */
export function googlePlayFields({ app, releases }: LocalizedApp): StoreField[] {
  return [
    { file: 'title.txt', text: app.name, limit: googlePlay.title },
    {
      file: 'short_description.txt',
      text: app.shortDescription,
      limit: googlePlay.shortDescription,
    },
    { file: 'full_description.txt', text: app.description, limit: googlePlay.fullDescription },
    { file: 'video.txt', text: youtubeVideo(app) },
    ...changelogs(releases),
  ];
}
