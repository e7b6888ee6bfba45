import type { IncomingHttpHeaders } from 'node:http';
import { fileBodyHeaders, fileHeaders } from '../files/fileHeaders';
import { holdsCurrentVersion } from '../http/conditionalRequest';
import { securityHeadersOf } from '../http/securityHeaders';
import type { CachedAnswer } from './cachedAnswer';
import type { CachedFile } from './hotFileCache';

/** The 200 answers already built from a hot file, with and without `Vary: Accept`: they never change. */
const builtAnswers = new WeakMap<CachedFile, Map<boolean, CachedAnswer>>();

function fileAnswerHeaders(fileId: string, file: CachedFile, variesByAccept: boolean): string[] {
  const headers = fileHeaders(fileId, file, variesByAccept);
  for (const [name, value] of securityHeadersOf(file.mimetype)) headers.push(name, value);
  return headers;
}

/**
 * A file (of the file `fileId`) from the hot-file cache as sent to a request for all of it: 200, or 304 when the client has it,
 * with every header (the security headers too). Null when the request asks for a byte range, which only
 * sendRepresentation answers. The 200 is built once per file.
 */
export function hotFileAnswer(
  fileId: string,
  file: CachedFile,
  request: IncomingHttpHeaders,
  variesByAccept: boolean,
): CachedAnswer | null {
  if (request.range !== undefined || request['if-range'] !== undefined) return null;
  if (holdsCurrentVersion(request, file.etag)) {
    return { status: 304, headers: fileAnswerHeaders(fileId, file, variesByAccept), body: null };
  }
  let built = builtAnswers.get(file);
  if (!built) {
    built = new Map();
    builtAnswers.set(file, built);
  }
  let answer = built.get(variesByAccept);
  if (!answer) {
    const headers = fileAnswerHeaders(fileId, file, variesByAccept);
    headers.push(...fileBodyHeaders(file, file.body.length));
    answer = { status: 200, headers, body: file.body };
    built.set(variesByAccept, answer);
  }
  return answer;
}
