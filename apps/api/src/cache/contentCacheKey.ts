import { percentDecoded } from '@studio/core/percentDecoded';
import { procedureCatalog } from '@studio/router';
import type { IncomingHttpHeaders } from 'node:http';
import { isPagePath } from '../web/pagePaths';

/** What a key is read from: a bare Node request, or Fastify's `request.raw`. */
export interface KeyedRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: IncomingHttpHeaders;
}

// The public reads whose procedures declare that their answers may be cached.
const cachedProcedures = procedureCatalog.filter(({ meta }) => meta.cached);
const CACHED_PROCEDURES = new Set(cachedProcedures.map(({ path }) => path));
// Their REST paths, each parameter one path segment.
const CACHED_PATHS = new RegExp(
  `^/api(?:${cachedProcedures
    .flatMap(({ meta }) => (meta.openapi ? [meta.openapi.path.replace(/\{\w+\}/g, '[^/?]+')] : []))
    .join('|')})$`,
);

/**
 * The key of a tRPC GET: the procedures' names, whether it is a batch and its input, which is all tRPC reads
 * of the query string. Null unless every procedure is cached, and for a streamed answer (JSON lines, asked
 * for in a header) or connection parameters, which the kept answer does not reflect.
 */
function trpcKey(path: string, query: string, headers: IncomingHttpHeaders): string | null {
  const procedures = percentDecoded(path.slice('/trpc/'.length))?.split(',');
  if (!procedures?.every((procedure) => CACHED_PROCEDURES.has(procedure))) return null;
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
 * The one key under which the content cache keeps, and finds, the answer to a request: the front answers
 * look it up before Fastify, the caching hooks fill it. It holds only what the answer depends on, so that
 * what a client varies at will (a query string a route does not read) makes no new entry. Null when no
 * answer to the request may be kept. GET and HEAD share their keys.
 * - REST reads of cached procedures: the path; none with a query string (their input is the path).
 * - tRPC calls of cached procedures only: see trpcKey; none for HEAD, which tRPC does not answer.
 * - Pages and site files: the path; they read no query string. Whether their route may be cached at all
 *   is for the route to declare (`contentCache` in its config).
 */
export function contentCacheKey({ method, url = '', headers }: KeyedRequest): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (path.startsWith('/trpc/')) {
    return method === 'GET' ? trpcKey(path, url.slice(path.length + 1), headers) : null;
  }
  if (path.startsWith('/api/')) {
    return queryStart === -1 && CACHED_PATHS.test(path) ? path : null;
  }
  return path.startsWith('/') && isPagePath(path) ? path : null;
}
