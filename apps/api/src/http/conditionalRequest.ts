import fresh from 'fresh';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether the client already holds the version tagged `etag` (If-None-Match names it, compared weakly), so
 * that a 304 answers it. Only for answers that would otherwise be 2xx: RFC 9110 has other statuses ignore it.
 */
export function holdsCurrentVersion(request: IncomingHttpHeaders, etag: string): boolean {
  return fresh(request, { etag });
}
