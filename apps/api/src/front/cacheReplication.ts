import type { ContentCache } from '../cache/contentCache';
import type { HotFileCache } from '../cache/hotFileCache';
import type { AnswersUsed, CacheChange } from './frontProtocol';

interface Caches {
  content: ContentCache;
  files: HotFileCache;
}

/**
 * Tells the front's replica (answerReplica.ts) of every change to the answers the caches give. Of the
 * content cache, only its popular answers (asked for again): a first answer stays with the app, whose
 * lookup on the next request is what makes it popular and compressed at its best.
 */
export function replicateCaches({ content, files }: Caches, tell: (change: CacheChange) => void) {
  content.observe({
    kept: (key, response, generation) => tell({ type: 'content kept', key, response, generation }),
    left: (key, generation) => tell({ type: 'content left', key, generation }),
    cleared: (generation) => tell({ type: 'content cleared', generation }),
  });
  files.observe({
    kept: (key, file, generation) => tell({ type: 'file kept', key, file, generation }),
    left: (key, generation) => tell({ type: 'file left', key, generation }),
    deleted: (fileId, generation) => tell({ type: 'file deleted', fileId, generation }),
    cleared: (generation) => tell({ type: 'files cleared', generation }),
  });
}

/**
 * Counts the answers the front sent from its replica as lookups of the caches, so that an answer the front
 * sends all day is the most recently used here too, not the first to leave for room.
 */
export function countUses({ content, files }: Caches, used: AnswersUsed): void {
  for (const key of used.content) content.get(key);
  for (const key of used.files) files.get(key);
}
