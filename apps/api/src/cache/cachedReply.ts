import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedResponse } from './cachedResponse';
import { chooseEncoding, matchesEtag } from './contentNegotiation';

/**
 * Sets the headers of a cached answer on the reply and gives the payload to send: the copy in the best
 * encoding the client takes, or nothing with 304 when the client already has this version.
 */
export function cachedReply(
  request: FastifyRequest,
  reply: FastifyReply,
  response: CachedResponse,
): Buffer | string {
  reply
    .header('content-type', response.contentType)
    .header('etag', response.etag)
    .header('vary', 'accept-encoding')
    // Browsers may keep it, but ask every time whether it is still current (a 304 when it is).
    .header('cache-control', 'no-cache');
  if (matchesEtag(request.headers['if-none-match'], response.etag)) {
    reply.code(304);
    return '';
  }
  const { encoding, body } = chooseEncoding(response, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return body;
}
