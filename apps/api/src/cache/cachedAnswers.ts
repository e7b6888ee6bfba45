import type { CachedAnswer } from './cachedAnswer';
import type { ContentCache } from './contentCache';
import { contentCacheKey, type KeyedRequest } from './contentCacheKey';
import { fileRequestKey } from './fileCacheKey';
import { hotFileAnswer } from './hotFileAnswer';
import type { HotFileCache } from './hotFileCache';
import { keptAnswer } from './keptAnswer';

/**
 * The answer the caches hold for a request, or null: the content cache's under contentCacheKey, else the
 * hot-file cache's under fileRequestKey. The front answers and the caching hook both ask here, so a request
 * gets the same answer whichever way it arrives.
 */
export function cachedAnswerFor(
  caches: { content: ContentCache; files: HotFileCache },
  request: KeyedRequest,
): CachedAnswer | null {
  const key = contentCacheKey(request);
  const kept = key === null ? undefined : caches.content.get(key);
  if (kept) return keptAnswer(caches.content, key!, kept, request.headers);
  const file = fileRequestKey(request);
  const hot = file && caches.files.get(file.key);
  return hot ? hotFileAnswer(hot, request.headers, file.variesByAccept) : null;
}
