import {
  APP_CATEGORIES,
  LOCALE_CODES,
  localizedPath,
  matchRoute,
  routeEntry,
  routePath,
  splitLocale,
} from '@studio/schemas';
import { percentDecoded } from '../../percentDecoded';

/**
 * A public page as analytics counts it: the path it is stored under and what it shows. Apps, their pages
 * (documents, press kit, releases), categories and posts must exist when the views are written (see
 * saveDayEvents).
 */
export type PublicPage =
  | { kind: 'page'; path: string }
  | { kind: 'app' | 'appPage' | 'post'; path: string; slug: string }
  | { kind: 'category'; path: string; category: string };

// The slugs analytics keeps: those an item may take.
const SLUG = /^[a-z0-9-]{2,120}$/;

/** A path with each segment percent-decoded and one trailing slash dropped; null for a malformed escape. */
function decodedPath(rawPath: string): string | null {
  const path = rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath;
  const segments = path.split('/').map(percentDecoded);
  return segments.every((segment) => segment !== null) ? segments.join('/') : null;
}

/** A category as the site names it, whatever the case it was asked for in. */
const knownCategory = (name: string) =>
  APP_CATEGORIES.find((category) => category.toLowerCase() === name.toLowerCase());

/** The page an unprefixed path names (see publicPage). */
function pageAt(path: string): PublicPage | null {
  const route = matchRoute(path);
  const entry = route && routeEntry(route.name);
  if (route === null || entry?.audience !== 'public' || entry.file) return null;
  if (route.name === 'category') {
    const category = knownCategory(route.params.category);
    return category
      ? { kind: 'category', path: routePath('category', { category }), category }
      : null;
  }
  if (!('slug' in route.params)) return { kind: 'page', path };
  const { slug } = route.params;
  if (!SLUG.test(slug)) return null;
  if (entry.item === 'blogPost') return { kind: 'post', path, slug };
  return { kind: route.name === 'app' ? 'app' : 'appPage', path, slug };
}

/**
 * The public page a path names, read by the route table (its pages for every visitor: `public` there, files left out),
 * under the one spelling it is counted by (every spelling of a page adds to one row): decoded, a category
 * in its own case, one trailing slash ignored. A language's prefix (`/de/apps`) is kept, so that each language's
 * page is counted on its own; whether the site has that language is saveDayEvents' to check. Null for any other
 * path, e.g. /admin, a preview, an unknown category or a malformed escape.
 */
export function publicPage(rawPath: string): PublicPage | null {
  const decoded = decodedPath(rawPath);
  if (decoded === null) return null;
  const { locale, path } = splitLocale(decoded, LOCALE_CODES);
  const page = pageAt(path);
  return page && { ...page, path: localizedPath(page.path, locale) };
}

/** The language a counted page's path is in: its prefix, or null for the default language's. */
export const pageLanguage = (page: PublicPage): string | null =>
  splitLocale(page.path, LOCALE_CODES).locale;
