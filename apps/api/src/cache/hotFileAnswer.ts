import type { IncomingHttpHeaders } from 'node:http';
import { fileBodyHeaders, fileHeaders } from '../files/fileHeaders';
import { holdsCurrentVersion } from '../http/conditionalRequest';
import { securityHeadersOf } from '../plugins/securityHeaders';
import type { CachedAnswer } from './cachedAnswer';
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
  if (holdsCurrentVersion(request, file.etag)) return { status: 304, headers, body: null };
  headers.push(...fileBodyHeaders(file, file.body.length));
  return { status: 200, headers, body: file.body };
}
