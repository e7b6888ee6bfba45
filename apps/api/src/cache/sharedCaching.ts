import type { SurrogateKey } from '@studio/schemas';

/** How long a shared cache (Varnish, a CDN) keeps a public answer: the site purges it sooner when it changes. */
export const SHARED_MAX_AGE_SECONDS = 86_400;
/** How long past that a shared cache may answer with its copy while it fetches a new one. */
export const STALE_WHILE_REVALIDATE_SECONDS = 30;

/**
 * A public answer: browsers ask every time whether it is still current (a 304 by its ETag), shared caches
 * keep it until the site purges it (or a day, should a purge be lost).
 */
export const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;

/** An answer for its one recipient only: no cache keeps it (signed-in, admin, preview, Set-Cookie). */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * The headers that list what a public answer shows, as a flat name, value list: `Surrogate-Key` (Fastly's
 * and Varnish's, space-separated) and `Cache-Tag` (Cloudflare's, comma-separated).
 */
export function surrogateKeyHeaders(keys: readonly SurrogateKey[]): string[] {
  return ['surrogate-key', keys.join(' '), 'cache-tag', keys.join(',')];
}
