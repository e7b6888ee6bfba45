import type { IncomingHttpHeaders } from 'node:http';
import type { CachedAnswer } from './cachedAnswer';
import type { KeyedRequest } from './contentCacheKey';
import { fileRequestKey } from './fileCacheKey';
import { hotFileAnswer } from './hotFileAnswer';
import type { CachedFile } from './hotFileCache';

/**
 * Where cached answers are looked up: the app's own caches (cacheAnswerSource.ts), or the front's replica of
 * them (front/answerReplica.ts).
 */
export interface AnswerSource {
  /** The content cache's key of a request (see contentCacheKeyFor). */
  contentKey(request: KeyedRequest): string | null;
  /** The answer kept under a content key as a client with these headers gets it, or null. */
  keptAnswer(key: string, request: IncomingHttpHeaders): CachedAnswer | null;
  /** The hot file or variant under a key of fileCacheKey. */
  hotFile(key: string): CachedFile | undefined;
}

/**
 * The answer a source holds for a request, or null: the content cache's under its content key, else the
 * hot-file cache's under fileRequestKey. The front, the app's hits before Fastify (hitsBeforeFastify.ts)
 * and its caching hook all ask here, so a request gets the same answer whichever way it arrives.
 */
export function cachedAnswerFor(source: AnswerSource, request: KeyedRequest): CachedAnswer | null {
  const key = source.contentKey(request);
  const kept = key === null ? null : source.keptAnswer(key, request.headers);
  if (kept) return kept;
  const file = fileRequestKey(request);
  const hot = file && source.hotFile(file.key);
  return hot ? hotFileAnswer(file.fileId, hot, request.headers, file.variesByAccept) : null;
}
