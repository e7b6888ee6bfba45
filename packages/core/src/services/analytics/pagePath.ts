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

/** The public page a path names (one trailing slash ignored), or null for any other path, e.g. /admin. */
export function publicPage(rawPath: string): PublicPage | null {
  const path = rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath;
  if (STATIC_PAGES.has(path)) return { kind: 'page', path };
  const category = CATEGORY_PAGE.exec(path)?.[1];
  if (category !== undefined) {
    const name = percentDecoded(category);
    return name ? { kind: 'category', path, category: name } : null;
  }
  const app = APP_PAGE.exec(path)?.[1];
  if (app) return { kind: 'app', path, slug: app };
  const appPage = APP_SUBPAGE.exec(path)?.[1];
  if (appPage) return { kind: 'appPage', path, slug: appPage };
  const post = POST_PAGE.exec(path)?.[1];
  if (post) return { kind: 'post', path, slug: post };
  return null;
}
