import type { IncomingHttpHeaders } from 'node:http';
import { cachedAnswer, type CachedAnswer } from './cachedAnswer';
import { withQuickCopy, type CachedResponse } from './cachedResponse';
import type { ContentCache } from './contentCache';
import { preferredEncoding } from './contentNegotiation';

/**
 * A kept answer as a client with these headers gets it. When the first answer was compressed in another
 * encoding than this client's (and the best copies are not made yet), a quick copy in its own is made now,
 * once, and kept beside it.
 */
export function keptAnswer(
  content: ContentCache,
  key: string,
  kept: CachedResponse,
  request: IncomingHttpHeaders,
): CachedAnswer {
  if (kept.effort === 'best') return cachedAnswer(kept, request);
  const wanted = preferredEncoding(request['accept-encoding']);
  let response = kept;
  if (wanted && kept.compressed[wanted] === undefined) {
    response = withQuickCopy(kept, wanted);
    content.replace(key, kept, response);
  }
  return cachedAnswer(response, request);
}
