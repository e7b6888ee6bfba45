import type { onRequestHookHandler } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { ServerOptions } from 'node:http';
import type { ContentCache } from '../cache/contentCache';
import type { HotFileCache } from '../cache/hotFileCache';
import { proxyTrustBehindFront, type ProxyTrust } from '../clientAddress/proxyTrust';
import { countUses, replicateCaches } from './cacheReplication';
import type { FrontLink } from './frontLink';
import { FRONT_TOKEN_HEADER } from './frontProtocol';
import { generationStampedResponse } from './generationStamp';

/** Whether a request carries the front's token. */
function fromTheFront(header: string | string[] | undefined, token: string): boolean {
  if (!token || typeof header !== 'string') return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * What changes in the app's server behind the front: its caches are replicated to the front, which counts
 * its hits as uses of them; every answer is stamped with their generations; and the front is trusted as the
 * first proxy. Answers the Fastify settings that differ, and the first onRequest hook: it cuts off a request
 * without the front's token (a local process that found the app's port), which may not name a client.
 */
export function serverBehindFront(
  front: FrontLink,
  caches: { content: ContentCache; files: HotFileCache },
  trustProxy: boolean | string[],
): {
  settings: { http: ServerOptions; trustProxy: ProxyTrust };
  onlyFromTheFront: onRequestHookHandler;
} {
  replicateCaches(caches, front.tell);
  front.onMessage((message) => {
    if (message.type === 'used') countUses(caches, message);
  });
  return {
    settings: {
      http: { ServerResponse: generationStampedResponse(caches) },
      trustProxy: proxyTrustBehindFront(trustProxy),
    },
    onlyFromTheFront(request, reply, done) {
      if (fromTheFront(request.headers[FRONT_TOKEN_HEADER], front.token)) return done();
      reply.hijack();
      request.raw.socket.destroy();
    },
  };
}
