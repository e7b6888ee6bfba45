import type { Locales } from './locales';
import { localizedPath } from './publicRoutes';

/** One language's version of a page: its hreflang and its address. */
export interface LocaleVersion {
  hrefLang: string;
  path: string;
}

/** A page's address in a locale of the site: the default locale's is the page's own, unprefixed. */
export function pathIn(path: string, locale: string, locales: Locales): string {
  return localizedPath(path, locale === locales.default ? null : locale);
}

/**
 * Every language version of a page (from its default locale's address) as hreflang alternates name them:
 * one per locale of the site, then the default's as `x-default`. None while the site has one language.
 */
export function localeVersions(path: string, locales: Locales): LocaleVersion[] {
  if (locales.locales.length < 2) return [];
  return [
    ...locales.locales.map(({ code }) => ({ hrefLang: code, path: pathIn(path, code, locales) })),
    { hrefLang: 'x-default', path },
  ];
}

/** The site's languages narrowed to those a page exists in (a post is only in those it is published in). */
export function inLanguages(locales: Locales, codes: readonly string[]): Locales {
  return { ...locales, locales: locales.locales.filter(({ code }) => codes.includes(code)) };
}
