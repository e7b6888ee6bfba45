import { procedureCatalog } from '@studio/router';
import { contentCacheKeyFor, type CachedProcedures } from './contentCacheKey';

const cached = procedureCatalog.filter(({ meta }) => meta.cached);

/** The site's public reads whose procedures declare that their answers may be cached. */
export const CACHED_PROCEDURES: CachedProcedures = {
  names: cached.map(({ path }) => path),
  restPaths: cached.flatMap(({ meta }) => (meta.openapi ? [meta.openapi.path] : [])),
};

/** The content cache's key of a request (see contentCacheKeyFor). */
export const contentCacheKey = contentCacheKeyFor(CACHED_PROCEDURES);
