import { APP_CATEGORIES } from '@studio/schemas';
import { percentDecoded } from '../../percentDecoded';

/**
 * A public page as analytics counts it: the path it is stored under and what it shows. Apps, their legal
 * pages, categories and posts must exist when the views are written (see saveDayEvents).
 */
export type PublicPage =
  | { kind: 'page'; path: string }
  | { kind: 'app' | 'appPage' | 'post'; path: string; slug: string }
  | { kind: 'category'; path: string; category: string };

const STATIC_PAGES = new Set([
  '/',
  '/apps',
  '/about',
  '/blog',
  '/contact',
  '/terms',
  '/privacy',
  '/cookies',
]);
const SLUG = '([a-z0-9-]{2,120})';
const APP_PAGE = new RegExp(`^/apps/${SLUG}$`);
const APP_SUBPAGE = new RegExp(`^/apps/${SLUG}/(terms|privacy|account-deletion)$`);
const POST_PAGE = new RegExp(`^/blog/${SLUG}$`);
const CATEGORY_PAGE = /^\/apps\/category\/([^/]{1,150})$/;

/** A path with each segment percent-decoded and one trailing slash dropped; null for a malformed escape. */
function decodedPath(rawPath: string): string | null {
  const path = rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath;
  const segments = path.split('/').map(percentDecoded);
  return segments.every((segment) => segment !== null) ? segments.join('/') : null;
}

/** A category as the site names it, whatever the case it was asked for in. */
const knownCategory = (name: string) =>
  APP_CATEGORIES.find((category) => category.toLowerCase() === name.toLowerCase());

/**
 * The public page a path names, under the one spelling it is counted by (every spelling of a page adds to
 * one row): decoded, a category in its own case, one trailing slash ignored. Null for any other path, e.g.
 * /admin, an unknown category or a malformed escape.
 */
export function publicPage(rawPath: string): PublicPage | null {
  const path = decodedPath(rawPath);
  if (path === null) return null;
  if (STATIC_PAGES.has(path)) return { kind: 'page', path };
  const categoryName = CATEGORY_PAGE.exec(path)?.[1];
  if (categoryName !== undefined) {
    const category = knownCategory(categoryName);
    return category ? { kind: 'category', path: `/apps/category/${category}`, category } : null;
  }
  const app = APP_PAGE.exec(path)?.[1];
  if (app) return { kind: 'app', path, slug: app };
  const appPage = APP_SUBPAGE.exec(path)?.[1];
  if (appPage) return { kind: 'appPage', path, slug: appPage };
  const post = POST_PAGE.exec(path)?.[1];
  if (post) return { kind: 'post', path, slug: post };
  return null;
}
