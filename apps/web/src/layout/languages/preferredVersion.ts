import type { LanguageVersion } from './languageVersions';

const primary = (tag: string) => tag.split('-')[0]!.toLowerCase();

/** The version in a language the browser asks for: the same tag, else the same language (de-AT is de). */
function versionFor(
  versions: readonly LanguageVersion[],
  preference: string,
): LanguageVersion | undefined {
  const wanted = preference.toLowerCase();
  return (
    versions.find(({ code }) => code.toLowerCase() === wanted) ??
    versions.find(({ code }) => primary(code) === primary(wanted))
  );
}

/**
 * The version of the page in the language the visitor's browser prefers most among those the page exists
 * in; null when that is the page's own language, or the browser prefers none of them.
 */
export function preferredVersion(
  versions: readonly LanguageVersion[],
  preferences: readonly string[],
): LanguageVersion | null {
  for (const preference of preferences) {
    const version = versionFor(versions, preference);
    if (version) return version.current ? null : version;
  }
  return null;
}
