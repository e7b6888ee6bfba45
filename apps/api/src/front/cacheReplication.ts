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
    kept: (key, response) => tell({ type: 'content kept', key, response }),
    left: (key) => tell({ type: 'content left', key }),
    cleared: () => tell({ type: 'content cleared' }),
  });
  files.observe({
    kept: (key, file) => tell({ type: 'file kept', key, file }),
    left: (key) => tell({ type: 'file left', key }),
    deleted: (fileId) => tell({ type: 'file deleted', fileId }),
    cleared: () => tell({ type: 'files cleared' }),
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
