import {
  matchRoute,
  routeEntry,
  routePath,
  type PublishableKind,
  type SlugRouteName,
} from '@studio/schemas';

/** An address that names an item by slug: which kind, which slug, and the same address for another slug. */
export interface SlugAddress {
  kind: PublishableKind;
  slug: string;
  at(slug: string): string;
}

// The slugs an old address may hold.
const SLUG = /^[a-z0-9-]+$/;

/** The public read of a page that has one: the same address below /api (e.g. GET /api/apps/{slug}/terms). */
const REST_PREFIX = '/api';

/**
 * The item a page's address names by slug, when the route table says its old slugs are followed: the page
 * itself, or the public read at the same address below /api.
 */
function pageOfSlug(path: string): { name: SlugRouteName; slug: string; prefix: string } | null {
  const prefix = path.startsWith(`${REST_PREFIX}/`) ? REST_PREFIX : '';
  const route = matchRoute(path.slice(prefix.length));
  if (!route || !routeEntry(route.name).followsOldSlug || !('slug' in route.params)) return null;
  const { slug } = route.params;
  return SLUG.test(slug) ? { name: route.name as SlugRouteName, slug, prefix } : null;
}

/** The item a request target names by slug (its query string kept on the new address), or null. */
export function slugAddress(url: string): SlugAddress | null {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const page = pageOfSlug(path);
  const kind = page && routeEntry(page.name).item;
  if (!page || !kind) return null;
  return {
    kind,
    slug: page.slug,
    at: (slug) => `${page.prefix}${routePath(page.name, { slug })}${query}`,
  };
}
