import type { IncomingHttpHeaders } from 'node:http';
import { cachedAnswer, type CachedAnswer } from '../cache/cachedAnswer';
import type { AnswerSource } from '../cache/cachedAnswers';
import type { CachedResponse } from '../cache/cachedResponse';
import type { KeyedRequest } from '../cache/contentCacheKey';
import { isKeyOfFile } from '../cache/fileCacheKey';
import type { CachedFile } from '../cache/hotFileCache';
import { missingCopy } from '../cache/keptAnswer';
import type { AnswersUsed, CacheChange } from './frontProtocol';

/** The copy of one of the app's caches: its entries, and the keys answered from it since last told. */
class CacheCopy<T> {
  readonly entries = new Map<string, T>();
  private readonly used = new Set<string>();

  find(key: string): T | undefined {
    return this.entries.get(key);
  }

  use(key: string): void {
    this.used.add(key);
  }

  takeUsed(): string[] {
    const keys = [...this.used];
    this.used.clear();
    return keys;
  }
}

/**
 * The front's copy of the app's cached answers: its popular content answers and its hot files, as the app's
 * caches tell of them (cacheReplication.ts). It answers like those caches, through the same lookup
 * (cachedAnswers.ts), but only what the app would send as it is: an answer whose copy in the client's
 * encoding the app has not made yet goes to the app, which makes it.
 *
 * The changes come over IPC in the order they were made; before the app answers a write, the front has
 * applied every change told before it (a 'sync'), so the writer, asking again at once, gets the new answer.
 */
export class AnswerReplica implements AnswerSource {
  private readonly content = new CacheCopy<CachedResponse>();
  private readonly files = new CacheCopy<CachedFile>();

  constructor(readonly contentKey: (request: KeyedRequest) => string | null) {}

  keptAnswer(key: string, request: IncomingHttpHeaders): CachedAnswer | null {
    const kept = this.content.find(key);
    if (!kept || missingCopy(kept, request)) return null;
    this.content.use(key);
    return cachedAnswer(kept, request);
  }

  hotFile(key: string): CachedFile | undefined {
    const file = this.files.find(key);
    if (file) this.files.use(key);
    return file;
  }

  /** Applies a change of the app's caches; they come in the order they were made (IPC keeps it). */
  apply(change: CacheChange): void {
    const { content, files } = this;
    switch (change.type) {
      case 'content kept':
        content.entries.set(change.key, change.response);
        break;
      case 'content left':
        content.entries.delete(change.key);
        break;
      case 'content cleared':
        content.entries.clear();
        break;
      case 'file kept':
        files.entries.set(change.key, change.file);
        break;
      case 'file left':
        files.entries.delete(change.key);
        break;
      case 'file deleted':
        for (const key of [...files.entries.keys()]) {
          if (isKeyOfFile(key, change.fileId)) files.entries.delete(key);
        }
        break;
      case 'files cleared':
        files.entries.clear();
        break;
    }
  }

  /** The keys answered from the replica since the last call, or null for none. */
  takeUsed(): AnswersUsed | null {
    const used = { content: this.content.takeUsed(), files: this.files.takeUsed() };
    return used.content.length || used.files.length ? used : null;
  }
}
