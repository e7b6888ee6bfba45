import type { IncomingHttpHeaders } from 'node:http';
import { cachedAnswer, type CachedAnswer } from './cachedAnswer';
import { withQuickCopy, type CachedResponse, type Encoding } from './cachedResponse';
import type { ContentCache } from './contentCache';
import { preferredEncoding } from './contentNegotiation';

/**
 * The encoding a client with these headers takes that a kept answer has no copy in yet, or null when it has
 * what the client gets: its best copies are made, or a copy in the client's encoding is.
 */
export function missingCopy(kept: CachedResponse, request: IncomingHttpHeaders): Encoding | null {
  if (kept.effort === 'best') return null;
  const wanted = preferredEncoding(request['accept-encoding']);
  return wanted && kept.compressed[wanted] === undefined ? wanted : null;
}

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
  const missing = missingCopy(kept, request);
  let response = kept;
  if (missing) {
    response = withQuickCopy(kept, missing);
    content.replace(key, kept, response);
  }
  return cachedAnswer(response, request);
}
