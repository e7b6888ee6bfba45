import type { ServerOptions } from 'node:http';
import type { ContentCache } from '../cache/contentCache';
import type { HotFileCache } from '../cache/hotFileCache';
import { proxyTrustBehindFront, type ProxyTrust } from '../clientAddress/proxyTrust';
import { countUses, replicateCaches } from './cacheReplication';
import type { FrontLink } from './frontLink';
import { generationStampedResponse } from './generationStamp';

/**
 * What changes in the app's server behind the front: its caches are replicated to the front, which counts
 * its hits as uses of them; every answer is stamped with their generations; and the front is trusted as the
 * first proxy. Answers the Fastify settings that differ.
 */
export function serverBehindFront(
  front: FrontLink,
  caches: { content: ContentCache; files: HotFileCache },
  trustProxy: boolean | string[],
): { http: ServerOptions; trustProxy: ProxyTrust } {
  replicateCaches(caches, front.tell);
  front.onMessage((message) => {
    if (message.type === 'used') countUses(caches, message);
  });
  return {
    http: { ServerResponse: generationStampedResponse(caches) },
    trustProxy: proxyTrustBehindFront(trustProxy),
  };
}
