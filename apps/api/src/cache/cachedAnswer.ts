import type { FastifyReply } from 'fastify';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { holdsCurrentVersion } from '../http/conditionalRequest';
import { securityHeadersOf } from '../http/securityHeaders';
import type { CachedResponse } from './cachedResponse';
import { chooseEncoding } from './contentNegotiation';
import { SHARED_CACHE_CONTROL, surrogateKeyHeaders } from './sharedCaching';

/**
 * What to send: a status, headers as a flat name, value list ready for writeHead, and the body. Shared by
 * every request that gets the same answer: never changed once built.
 */
export interface CachedAnswer {
  status: number;
  headers: string[];
  /** Null for a 304. */
  body: Buffer | null;
}

/** The answers already built from a kept response, by status and encoding: they never change. */
const builtAnswers = new WeakMap<CachedResponse, Map<string, CachedAnswer>>();

/** Every header an answer goes out with but its encoding and length. */
function answerHeaders(response: CachedResponse): string[] {
  const headers = [
    'content-type',
    response.contentType,
    'etag',
    response.etag,
    'vary',
    'accept-encoding',
  ];
  if (response.surrogateKeys) {
    headers.push(
      'cache-control',
      SHARED_CACHE_CONTROL,
      ...surrogateKeyHeaders(response.surrogateKeys),
    );
  } else {
    // Browsers may keep it, but ask every time whether it is still current (a 304 when it is).
    headers.push('cache-control', 'no-cache');
  }
  if (response.contentLanguage) headers.push('content-language', response.contentLanguage);
  for (const [name, value] of securityHeadersOf(response.contentType)) headers.push(name, value);
  return headers;
}

/**
 * An answer as a client with these request headers gets it: the copy in the best encoding it takes, or, for
 * a 200, a bodiless 304 when it already has this version. Every header it goes out with is here, the
 * security headers too, so that it is the same however it is sent. Built once per status and encoding of
 * a kept response (the response is replaced, never changed, when its copies change): a cached answer costs
 * a lookup, not a list of headers.
 */
export function cachedAnswer(
  response: CachedResponse,
  request: IncomingHttpHeaders,
  status = 200,
): CachedAnswer {
  if (status === 200 && holdsCurrentVersion(request, response.etag)) {
    return { status: 304, headers: answerHeaders(response), body: null };
  }
  const { encoding, body } = chooseEncoding(response, request['accept-encoding']);
  let built = builtAnswers.get(response);
  if (!built) {
    built = new Map();
    builtAnswers.set(response, built);
  }
  const key = `${status} ${encoding}`;
  let answer = built.get(key);
  if (!answer) {
    const headers = answerHeaders(response);
    if (encoding) headers.push('content-encoding', encoding);
    headers.push('content-length', String(body.length));
    answer = { status, headers, body };
    built.set(key, answer);
  }
  return answer;
}

/** Sends an answer on a bare Node response (which leaves the body out for HEAD). */
export function sendCachedAnswer(response: ServerResponse, answer: CachedAnswer): void {
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body ?? undefined);
}

/** Sets headers given as a flat name, value list on a Fastify reply. */
export function setHeaderList(reply: FastifyReply, headers: string[]): void {
  for (let index = 0; index < headers.length; index += 2) {
    reply.header(headers[index]!, headers[index + 1]);
  }
}
