import { percentDecoded } from '@studio/core/percentDecoded';
import type { IncomingHttpHeaders } from 'node:http';
import { isPagePath } from '../web/pagePaths';

/** What a key is read from: a bare Node request, or Fastify's `request.raw`. */
export interface KeyedRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: IncomingHttpHeaders;
}

/**
 * The public reads whose procedures declare that their answers may be cached: their tRPC names, and the REST
 * paths of those that have one (`/apps/{slug}`). Plain data, so that the front learns them from the app.
 */
export interface CachedProcedures {
  names: readonly string[];
  restPaths: readonly string[];
}

/**
 * The key of a tRPC GET: the procedures' names, whether it is a batch and its input, which is all tRPC reads
 * of the query string. Null unless every procedure is cached, and for a streamed answer (JSON lines, asked
 * for in a header) or connection parameters, which the kept answer does not reflect.
 */
function trpcKey(
  cached: ReadonlySet<string>,
  path: string,
  query: string,
  headers: IncomingHttpHeaders,
): string | null {
  const procedures = percentDecoded(path.slice('/trpc/'.length))?.split(',');
  if (!procedures?.every((procedure) => cached.has(procedure))) return null;
  if (headers['trpc-accept'] !== undefined || headers.accept?.includes('application/jsonl')) {
    return null;
  }
  const parameters = new URLSearchParams(query);
  if (parameters.has('connectionParams')) return null;
  const batch = parameters.get('batch') === '1' ? 'batch=1&' : '';
  const input = encodeURIComponent(parameters.get('input') ?? '');
  return `/trpc/${procedures.join(',')}?${batch}input=${input}`;
}

/**
 * The one key under which the content cache keeps, and finds, the answer to a request, for these cached
 * procedures: the front and the hits before Fastify look it up, the caching hooks fill it. It holds only
 * what the answer depends on, so that what a client varies at will (a query string a route does not read)
 * makes no new entry. Null when no answer to the request may be kept. GET and HEAD share their keys.
 * - REST reads of cached procedures: the path; none with a query string (their input is the path).
 * - tRPC calls of cached procedures only: see trpcKey; none for HEAD, which tRPC does not answer.
 * - Pages and site files: the path; they read no query string. Whether their route may be cached at all
 *   is for the route to declare (`contentCache` in its config).
 */
export function contentCacheKeyFor(
  cached: CachedProcedures,
): (request: KeyedRequest) => string | null {
  const names = new Set(cached.names);
  // Each parameter one path segment.
  const restPaths = new RegExp(
    `^/api(?:${cached.restPaths.map((path) => path.replace(/\{\w+\}/g, '[^/?]+')).join('|')})$`,
  );
  return ({ method, url = '', headers }) => {
    if (method !== 'GET' && method !== 'HEAD') return null;
    const queryStart = url.indexOf('?');
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    if (path.startsWith('/trpc/')) {
      return method === 'GET' ? trpcKey(names, path, url.slice(path.length + 1), headers) : null;
    }
    if (path.startsWith('/api/')) {
      return queryStart === -1 && restPaths.test(path) ? path : null;
    }
    return path.startsWith('/') && isPagePath(path) ? path : null;
  };
}
