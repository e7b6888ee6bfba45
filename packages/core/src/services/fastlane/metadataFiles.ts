import {
  APP_TRANSLATABLE_FIELDS,
  localeName,
  siteLocaleOfStoreFolder,
  type FastlaneField,
  type FastlaneIgnored,
  type LocaleCode,
  type LocalesInput,
  type StoreOfLocales,
  type StoreTextLimit,
} from '@studio/schemas';
import { APP_STORE_FILES, CHANGELOG_LIMIT, GOOGLE_PLAY_FILES, type StoreFile } from './storeFields';

/** A file of the uploaded ZIP: its name, and its bytes when it was read (only metadata texts are). */
export interface ZipFileEntry {
  path: string;
  bytes: Uint8Array | null;
}

/** Which release a notes file is for: the latest (App Store) or the one of a versionCode (Google Play). */
export type NotesRelease = { latest: true } | { versionCode: number };

/** A text of the ZIP the import reads: which language and field it sets, from which file. */
export interface MetadataText {
  path: string;
  locale: LocaleCode;
  field: FastlaneField;
  /** Release notes only. */
  release: NotesRelease | null;
  text: string;
  /** The store's limit, which the export cut the site's text to. */
  limit: StoreTextLimit | undefined;
}

/**
 * Where the metadata folder starts: fastlane/metadata/ at the top (the export), under one folder (a
 * repository zipped whole), or metadata/ itself (the folder zipped from inside fastlane/).
 */
const METADATA_ROOT = /^(?:(?:[^/]+\/)?fastlane\/)?metadata\/(.+)$/;

/** The path inside the metadata folder, or null when the file is outside it. */
function insideMetadata(path: string): string | null {
  return METADATA_ROOT.exec(path)?.[1] ?? null;
}

/** Whether the import reads this file's bytes: a text file in the metadata folder (screenshots are not read). */
export function isMetadataText(path: string): boolean {
  return insideMetadata(path) !== null && path.endsWith('.txt');
}

const STORE_NAMES: Record<StoreOfLocales, string> = {
  appStore: 'App Store',
  googlePlay: 'Google Play',
};
const FILES_OF: Record<StoreOfLocales, readonly StoreFile[]> = {
  appStore: APP_STORE_FILES,
  googlePlay: GOOGLE_PLAY_FILES,
};
const CHANGELOG = /^changelogs\/(\d+)\.txt$/;

const REASONS = {
  outside: 'Outside fastlane/metadata/',
  notImported: 'Not a file the site imports',
  noLocale: (store: StoreOfLocales, folder: string) =>
    `No language of the site is the ${STORE_NAMES[store]} locale "${folder}"`,
  notASiteLanguage: (locale: LocaleCode) =>
    `The site has no ${localeName(locale)} (${locale}): add it in Site Settings → Languages first`,
  notText: 'Not UTF-8 text',
  empty: 'Empty: the export leaves out empty texts, and the import leaves the site’s as it is',
  notTranslated: (field: string) =>
    `${field} has no translations: only the default language’s folder sets it`,
} as const;

/** The field (and release) a file of a store's locale folder sets, or why it sets none. */
function targetOf(
  store: StoreOfLocales,
  file: string,
): { field: FastlaneField; release: NotesRelease | null; limit?: StoreTextLimit } | string {
  const changelog = store === 'googlePlay' ? CHANGELOG.exec(file) : null;
  if (changelog) {
    const versionCode = Number(changelog[1]);
    return { field: 'releaseNotes', release: { versionCode }, limit: CHANGELOG_LIMIT };
  }
  const known = FILES_OF[store].find((entry) => entry.file === file);
  if (!known) return REASONS.notImported;
  if ('derived' in known) return known.reason;
  const release = known.field === 'releaseNotes' ? { latest: true as const } : null;
  return { field: known.field, release, limit: known.limit };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The file's text without the line end(s) fastlane's files carry at their end; null when not UTF-8. */
function textOf(bytes: Uint8Array): string | null {
  try {
    return utf8
      .decode(bytes)
      .replace(/^\uFEFF/, '')
      .replace(/(\r?\n)+$/, '');
  } catch {
    return null;
  }
}

/** Whether a field has a version per language: the app's translatable ones, and a release's notes. */
const translatable = (field: FastlaneField): boolean =>
  field === 'releaseNotes' || (APP_TRANSLATABLE_FIELDS as readonly string[]).includes(field);

/** What one file sets, or why it sets nothing. */
function readEntry(
  { path, bytes }: ZipFileEntry,
  locales: LocalesInput,
): MetadataText | FastlaneIgnored {
  const ignored = (reason: string): FastlaneIgnored => ({ path, reason });
  const inside = insideMetadata(path);
  if (inside === null) return ignored(REASONS.outside);
  const parts = inside.split('/');
  const store: StoreOfLocales = parts[0] === 'android' ? 'googlePlay' : 'appStore';
  const [folder, ...rest] = store === 'googlePlay' ? parts.slice(1) : parts;
  if (!folder || rest.length === 0) return ignored(REASONS.notImported);
  const locale = siteLocaleOfStoreFolder(store, folder);
  if (!locale) return ignored(REASONS.noLocale(store, folder));
  if (!locales.locales.includes(locale)) return ignored(REASONS.notASiteLanguage(locale));
  const target = targetOf(store, rest.join('/'));
  if (typeof target === 'string') return ignored(target);
  if (locale !== locales.default && !translatable(target.field)) {
    return ignored(REASONS.notTranslated(target.field));
  }
  const text = bytes && textOf(bytes);
  if (text === null) return ignored(REASONS.notText);
  if (text.trim() === '') return ignored(REASONS.empty);
  return { path, locale, ...target, limit: target.limit, text };
}

/** The ZIP's files sorted into the texts the import reads and the files it ignores (with why). */
export function readMetadataFiles(
  entries: readonly ZipFileEntry[],
  locales: LocalesInput,
): { texts: MetadataText[]; ignored: FastlaneIgnored[] } {
  const texts: MetadataText[] = [];
  const ignored: FastlaneIgnored[] = [];
  for (const entry of entries) {
    const read = readEntry(entry, locales);
    if ('reason' in read) ignored.push(read);
    else texts.push(read);
  }
  return { texts, ignored };
}
