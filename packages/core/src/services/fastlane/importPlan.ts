import {
  cutToLimit,
  FASTLANE_FIELDS,
  type AdminRelease,
  type App,
  type FastlaneChange,
  type FastlaneConflict,
  type FastlaneIgnored,
  type LocaleCode,
  type LocalesInput,
} from '@studio/schemas';
import type { MetadataText, NotesRelease } from './metadataFiles';
import { releaseIn } from '../translations/releaseInLocale';

/** The app as the import compares it: its fields, its translations' fields, its releases (newest first). */
export interface ImportedApp {
  app: App;
  locales: LocalesInput;
  translations: ReadonlyMap<LocaleCode, Record<string, unknown>>;
  releases: readonly AdminRelease[];
}

/** What the ZIP changes, the fields its two stores' files disagree on, and what it ignores. */
export interface ImportPlan {
  changes: FastlaneChange[];
  conflicts: FastlaneConflict[];
  ignored: FastlaneIgnored[];
}

/** The release a notes file is for, or why there is none. */
function releaseOf(
  release: NotesRelease,
  releases: readonly AdminRelease[],
): AdminRelease | string {
  if ('latest' in release) return releases[0] ?? 'The app has no release for these notes';
  return (
    releases.find((candidate) => candidate.versionCode === release.versionCode) ??
    `No release of the app has version code ${release.versionCode}`
  );
}

/** The text the site shows for a field in a language: the translation's, else the default language's. */
function shownText(imported: ImportedApp, locale: LocaleCode, field: keyof App): string | null {
  const translated = imported.translations.get(locale)?.[field];
  if (typeof translated === 'string') return translated;
  const own = imported.app[field];
  return typeof own === 'string' ? own : null;
}

/**
 * A file still holds the site's text when it is the same, or the same cut to the store's limit (the
 * export cut it): a round trip changes nothing.
 */
function holdsShownText({ text, limit }: MetadataText, shown: string | null): boolean {
  if (shown === null) return false;
  return text === shown || (limit !== undefined && cutToLimit(shown, limit).text === text);
}

interface Target {
  locale: LocaleCode;
  field: FastlaneChange['field'];
  release: AdminRelease | null;
  before: string | null;
  texts: MetadataText[];
}

const order = (imported: ImportedApp, { locale, field, release }: Target): number[] => [
  imported.locales.locales.indexOf(locale),
  FASTLANE_FIELDS.indexOf(field),
  release ? imported.releases.indexOf(release) : -1,
];

function byOrder(imported: ImportedApp) {
  return (a: Target, b: Target): number => {
    const [left, right] = [order(imported, a), order(imported, b)];
    const differs = left.findIndex((value, index) => value !== right[index]);
    return differs === -1 ? 0 : left[differs]! - right[differs]!;
  };
}

/** The texts grouped by what they set (a language's field, or a release's notes), with the site's text now. */
function targetsOf(
  imported: ImportedApp,
  texts: readonly MetadataText[],
  ignored: FastlaneIgnored[],
): Target[] {
  const targets = new Map<string, Target>();
  for (const text of texts) {
    let release: AdminRelease | null = null;
    if (text.release) {
      const found = releaseOf(text.release, imported.releases);
      if (typeof found === 'string') {
        ignored.push({ path: text.path, reason: found });
        continue;
      }
      release = found;
    }
    const key = `${text.locale} ${text.field} ${release?.id ?? ''}`;
    const before = release
      ? releaseIn(release, text.locale).notes
      : shownText(imported, text.locale, text.field as keyof App);
    const target = targets.get(key);
    if (target) target.texts.push(text);
    else
      targets.set(key, { locale: text.locale, field: text.field, release, before, texts: [text] });
  }
  return [...targets.values()].sort(byOrder(imported));
}

/**
 * Compares the ZIP's texts with the app. Files that still hold the site's text change nothing; where the
 * others (the App Store's and Google Play's copy of a field, or release_notes.txt and the latest release's
 * changelog) give one new text, that is a change; where they give different ones, a conflict, and the site
 * keeps its text: the import never picks one store's over the other's.
 */
export function importPlan(
  imported: ImportedApp,
  texts: readonly MetadataText[],
  ignoredFiles: readonly FastlaneIgnored[],
): ImportPlan {
  const ignored = [...ignoredFiles];
  const plan: ImportPlan = { changes: [], conflicts: [], ignored };
  for (const { texts: given, before, ...target } of targetsOf(imported, texts, ignored)) {
    const changed = given.filter((text) => !holdsShownText(text, before));
    const newTexts = [...new Set(changed.map(({ text }) => text))];
    const release = target.release && {
      id: target.release.id,
      version: target.release.version,
      versionCode: target.release.versionCode,
    };
    if (newTexts.length === 1) {
      const files = changed.map(({ path }) => path);
      plan.changes.push({ ...target, release, files, before, after: newTexts[0]! });
    } else if (newTexts.length > 1) {
      const conflicting = changed.map(({ path, text }) => ({ path, text }));
      plan.conflicts.push({ ...target, release, texts: conflicting });
    }
  }
  return plan;
}
