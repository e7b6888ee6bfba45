import {
  appDocumentPath,
  pathIn,
  parseMediaEntry,
  STORE_TEXT_LIMITS,
  type AdminRelease,
  type App,
  type FastlaneField,
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

/**
 * A file of a store's locale folder and where its text comes from: a field of the site (read back by the
 * import), or worked out by the site (`derived`: the import ignores it, saying why).
 */
export type StoreFile = { file: string; limit?: StoreTextLimit } & (
  { field: FastlaneField } | { derived: 'privacyUrl' | 'video'; reason: string }
);

const appStore = STORE_TEXT_LIMITS.appStore;
const googlePlay = STORE_TEXT_LIMITS.googlePlay;

const PRIVACY_URL_REASON = "Derived: the site's address of the app's privacy page in that language";

/** fastlane deliver's files of an App Store locale folder, in the export's order. */
export const APP_STORE_FILES: readonly StoreFile[] = [
  { file: 'name.txt', field: 'name', limit: appStore.name },
  { file: 'subtitle.txt', field: 'subtitle', limit: appStore.subtitle },
  { file: 'description.txt', field: 'description', limit: appStore.description },
  { file: 'keywords.txt', field: 'keywords', limit: appStore.keywords },
  { file: 'promotional_text.txt', field: 'promotionalText', limit: appStore.promotionalText },
  { file: 'release_notes.txt', field: 'releaseNotes', limit: appStore.releaseNotes },
  { file: 'privacy_url.txt', derived: 'privacyUrl', reason: PRIVACY_URL_REASON },
  { file: 'support_url.txt', field: 'supportUrl' },
  { file: 'marketing_url.txt', field: 'marketingUrl' },
];

/** fastlane supply's files of a Google Play locale folder (changelogs aside), in the export's order. */
export const GOOGLE_PLAY_FILES: readonly StoreFile[] = [
  { file: 'title.txt', field: 'name', limit: googlePlay.title },
  { file: 'short_description.txt', field: 'shortDescription', limit: googlePlay.shortDescription },
  { file: 'full_description.txt', field: 'description', limit: googlePlay.fullDescription },
  {
    file: 'video.txt',
    derived: 'video',
    reason: "Derived: the app's first YouTube video among its screenshots",
  },
];

/** Google Play's release notes of one versionCode: changelogs/<versionCode>.txt. */
export const CHANGELOG_LIMIT = googlePlay.changelog;

/** The app's privacy page in the locale, absolute; none while the app has no privacy policy. */
function privacyUrl({ app, locale, locales, siteOrigin }: LocalizedApp): string | null {
  if (!app.privacyLink) return null;
  return `${siteOrigin}${pathIn(appDocumentPath(app.slug, 'privacy'), locale, locales)}`;
}

/** The app's first YouTube video: Google Play's video field takes a YouTube address only. */
function youtubeVideo(app: App): string | null {
  for (const entry of app.screenshots) {
    const media = parseMediaEntry(entry);
    if (media?.kind === 'youtube') return media.url;
  }
  return null;
}

/** A file's text: the field's (release notes: the latest release's), or the one the site works out. */
function textOf(file: StoreFile, localized: LocalizedApp): string | null {
  if ('derived' in file) {
    return file.derived === 'privacyUrl' ? privacyUrl(localized) : youtubeVideo(localized.app);
  }
  if (file.field === 'releaseNotes') return localized.releases[0]?.notes ?? null;
  return localized.app[file.field];
}

function fieldsOf(files: readonly StoreFile[], localized: LocalizedApp): StoreField[] {
  return files.map((file) => ({
    file: file.file,
    text: textOf(file, localized),
    limit: file.limit,
  }));
}

/** fastlane deliver's files of one App Store locale (its metadata/<locale>/ folder). */
export function appStoreFields(localized: LocalizedApp): StoreField[] {
  return fieldsOf(APP_STORE_FILES, localized);
}

/** Each version code once, from the newest release that has it. */
function changelogs(releases: readonly AdminRelease[]): StoreField[] {
  const seen = new Set<number>();
  const fields: StoreField[] = [];
  for (const { versionCode, notes } of releases) {
    if (versionCode === null || seen.has(versionCode)) continue;
    seen.add(versionCode);
    fields.push({ file: `changelogs/${versionCode}.txt`, text: notes, limit: CHANGELOG_LIMIT });
  }
  return fields;
}

/** fastlane supply's files of one Google Play locale (its metadata/android/<locale>/ folder). */
export function googlePlayFields(localized: LocalizedApp): StoreField[] {
  return [...fieldsOf(GOOGLE_PLAY_FILES, localized), ...changelogs(localized.releases)];
}
