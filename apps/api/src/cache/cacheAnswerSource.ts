import type { AnswerSource } from './cachedAnswers';
import { contentCacheKey } from './cachedProcedures';
import type { ContentCache } from './contentCache';
import type { HotFileCache } from './hotFileCache';
import { keptAnswer } from './keptAnswer';

/** The app's own caches as a source of answers: a lookup counts as a use (popularity, recency). */
export function cacheAnswerSource(caches: {
  content: ContentCache;
  files: HotFileCache;
}): AnswerSource {
  const { content, files } = caches;
  return {
    contentKey: contentCacheKey,
    keptAnswer(key, request) {
      const kept = content.get(key);
      return kept ? keptAnswer(content, key, kept, request) : null;
    },
    hotFile: (key) => files.get(key),
  };
}
