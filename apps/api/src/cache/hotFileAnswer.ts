import type { IncomingHttpHeaders } from 'node:http';
import type { CachedAnswer } from '../cache/cachedAnswer';
import { securityHeadersOf } from '../plugins/securityHeaders';
import { etagMatches } from './etag';
import { fileBodyHeaders, fileHeaders } from './fileHeaders';
import type { CachedFile } from './hotFileCache';

/**
 * A file from the hot-file cache as sent to a request for all of it: 200, or 304 when the client has it,
 * with every header (the security headers too). Null when the request asks for a byte range, which only
 * sendRepresentation answers.
 */
export function hotFileAnswer(
  file: CachedFile,
  request: IncomingHttpHeaders,
  variesByAccept: boolean,
): CachedAnswer | null {
  if (request.range !== undefined || request['if-range'] !== undefined) return null;
  const headers = fileHeaders(file, variesByAccept);
  for (const [name, value] of securityHeadersOf(file.mimetype)) headers.push(name, value);
  if (etagMatches(request['if-none-match'], file.etag)) return { status: 304, headers, body: null };
  headers.push(...fileBodyHeaders(file, file.body.length));
  return { status: 200, headers, body: file.body };
}
