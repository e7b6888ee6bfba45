import { isLocalizedRoute, splitLocale, type Locales } from '@studio/schemas';
import { matchPage } from '../routes';

/** Which page a path asks for, and in which of the site's languages. */
export interface PageAddress {
  /** The language the page is in: its prefix's, else the default. */
  locale: string;
  /** The locale's prefix (React Router's basename), or null for the default locale's addresses. */
  prefix: string | null;
  /** The path as the route table reads it: the default locale's. */
  path: string;
}

/**
 * Reads a requested path by the site's languages: `/de/apps` is the apps page in German when the site has
 * German. A prefix is read only where the route table gives pages one: `/de/admin` or `/de/preview/…` is
 * no address, and stays the unknown path it is.
 */
export function pageAddress(pathname: string, locales: Locales): PageAddress {
  const others = locales.locales.map(({ code }) => code).filter((code) => code !== locales.default);
  const unprefixed = { locale: locales.default, prefix: null, path: pathname };
  const { locale, path } = splitLocale(pathname, others);
  if (locale === null) return unprefixed;
  const match = matchPage(path);
  if (match && !isLocalizedRoute(match.route.name)) return unprefixed;
  return { locale, prefix: `/${locale}`, path };
}
