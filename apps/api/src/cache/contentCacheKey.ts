import { percentDecoded } from '@studio/core/percentDecoded';
import { procedureCatalog } from '@studio/router';

// The public reads whose procedures declare that their answers may be cached.
const cachedProcedures = procedureCatalog.filter(({ meta }) => meta.cached);
const CACHED_PROCEDURES = new Set(cachedProcedures.map(({ path }) => path));
// Their REST paths, each parameter one path segment, without a query string.
const CACHED_PATHS = cachedProcedures.flatMap(({ meta }) =>
  meta.openapi ? [new RegExp(`^/api${meta.openapi.path.replace(/\{\w+\}/g, '[^/?]+')}$`)] : [],
);
// Site files built from content and settings.
const CACHED_FILES = new Set([
  '/app-ads.txt',
  '/.well-known/apple-app-site-association',
  '/.well-known/assetlinks.json',
]);

/**
 * The cache key of a request for public content (REST, or a tRPC call of only such procedures), else null.
 * Their answers are the same for every visitor, signed in or not.
 */
export function contentCacheKey(method: string, url: string): string | null {
  if (method !== 'GET') return null;
  if (CACHED_FILES.has(url) || CACHED_PATHS.some((path) => path.test(url))) return url;
  const path = url.split('?', 1)[0]!;
  if (!path.startsWith('/trpc/')) return null;
  const procedures = percentDecoded(path.slice('/trpc/'.length))?.split(',');
  return procedures?.every((procedure) => CACHED_PROCEDURES.has(procedure)) ? url : null;
}

/** The cache key of a server-rendered page (or site file): its address, without any query string. */
export function pageCacheKey(origin: string, url: string): string {
  return `${origin}${url.split('?', 1)[0]}`;
}
