import { inLanguages, pathIn, type LocaleCode, type Locales } from '@studio/schemas';

/** One language a visitor can switch to: its name in itself and the page's address in it. */
export interface LanguageVersion {
  code: LocaleCode;
  name: string;
  path: string;
  current: boolean;
}

/**
 * The page (by its default language's address) in each of the site's languages it exists in, `codes` when
 * not all of them.
 */
export function languageVersions(
  languages: Locales,
  path: string,
  current: LocaleCode,
  codes?: readonly LocaleCode[],
): LanguageVersion[] {
  const versions = codes ? inLanguages(languages, codes) : languages;
  return versions.locales.map(({ code, name }) => ({
    code,
    name,
    path: pathIn(path, code, languages),
    current: code === current,
  }));
}
