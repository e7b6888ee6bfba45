import { readsLocalePrefix, splitLocale, type LocaleCode, type Locales } from '@studio/schemas';
import type { PageLocale } from '../pageKit/pageLocale';
import { matchPage } from '../routes';

/** Which page a path asks for, and in which of the site's languages. */
export interface PageAddress {
  /** The language the page is in: its prefix's, else the default. */
  locale: LocaleCode;
  /** The prefix's language, the one the page's content is read in; null at the default locale's addresses. */
  translation: PageLocale;
  /** The path as the route table reads it: the default locale's. */
  path: string;
  /** The page route the path names, with its parameters; null for none. */
  match: ReturnType<typeof matchPage>;
}

/**
 * Reads a requested path by the site's languages: `/de/apps` is the apps page in German when the site has
 * German, `/de/preview/…` a preview in German. A prefix is read only where the route table gives pages one:
 * `/de/admin` or `/de/auth` is no address, and stays the unknown path it is. `bare` is the route the whole path names, when already matched.
 */
export function pageAddress(
  pathname: string,
  locales: Locales,
  bare: PageAddress['match'] = matchPage(pathname),
): PageAddress {
  const others = locales.locales.map(({ code }) => code).filter((code) => code !== locales.default);
  const unprefixed: PageAddress = {
    locale: locales.default,
    translation: null,
    path: pathname,
    match: bare,
  };
  const { locale, path } = splitLocale(pathname, others);
  if (locale === null) return unprefixed;
  const match = matchPage(path);
  if (match && !readsLocalePrefix(match.route.name)) return unprefixed;
  // splitLocale answers only with one of `others`, the site's own codes.
  const translation = locale as LocaleCode;
  return { locale: translation, translation, path, match };
}
