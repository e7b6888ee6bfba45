import { validateHeaderValue } from 'node:http';
import { isKeyOfFile } from './fileCacheKey';

/** A file or variant as it is sent: its bytes and the headers that describe them. */
export interface CachedFile {
  body: Buffer;
  mimetype: string;
  filename: string;
  etag: string;
}

/** Files and variants above this size are streamed from the database instead. */
export const HOT_FILE_MAX_BYTES = 1024 * 1024;

/**
 * Told of every change to the files kept, in the order they happen: what another process answering them in
 * this cache's stead (the front's replica) must know.
 */
export interface HotFileCacheObserver {
  /** A file is available under the key. */
  kept(key: string, file: CachedFile): void;
  /** The file under the key left (the least recently used, for room). */
  left(key: string): void;
  /** A file was deleted: every key of it (see isKeyOfFile) left. */
  deleted(fileId: string): void;
  /** Every file left: the cache was switched on or off. */
  cleared(): void;
}

/**
 * Small files and variants kept in memory, least recently used dropped first once the budget is spent.
 * A file's bytes never change, so entries only leave when room is needed or the file is deleted. Like the
 * content cache, it only answers while deletions can be heard.
 */
export class HotFileCache {
  private readonly entries = new Map<string, CachedFile>();
  private bytes = 0;
  private enabled = false;
  private version = 0;
  /** The entry used or added last: asked for again at once, it need not move (a hot icon, under load). */
  private lastUsed: string | undefined;
  private observer: HotFileCacheObserver | null = null;

  constructor(private readonly budgetBytes: number) {}

  /** From now on, tells the observer of every change to the files kept. */
  observe(observer: HotFileCacheObserver): void {
    this.observer = observer;
  }

  /**
   * Changes whenever a deletion is heard (or may have been missed): a file read from the database before
   * that may be gone, and is not kept.
   */
  get generation(): number {
    return this.version;
  }

  get(key: string): CachedFile | undefined {
    if (!this.enabled) return undefined;
    const file = this.entries.get(key);
    if (file && key !== this.lastUsed) {
      // Map keeps insertion order: moving a hit to the end makes the first entry the least recently used.
      this.entries.delete(key);
      this.entries.set(key, file);
      this.lastUsed = key;
    }
    return file;
  }

  /**
   * Keeps a file unless it is too large, its headers hold what no answer may carry, or a deletion was heard
   * since it was looked up (at `generation`).
   */
  set(key: string, generation: number, file: CachedFile): void {
    const size = file.body.length;
    if (!this.enabled || generation !== this.version) return;
    if (size > HOT_FILE_MAX_BYTES || size > this.budgetBytes) return;
    if (!isSendable(file)) return;
    this.remove(key);
    this.entries.set(key, file);
    this.lastUsed = key;
    this.bytes += size;
    this.observer?.kept(key, file);
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.budgetBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
      this.observer?.left(oldest);
    }
  }

  /** Forgets a deleted file and every variant of it. */
  evictFile(fileId: string): void {
    this.version++;
    for (const key of [...this.entries.keys()]) {
      if (isKeyOfFile(key, fileId)) this.remove(key);
    }
    this.observer?.deleted(fileId);
  }

  /** On while deletions are heard; every switch empties it, since some may have been missed. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.version++;
    this.entries.clear();
    this.bytes = 0;
    this.observer?.cleared();
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private remove(key: string): void {
    const existing = this.entries.get(key);
    if (!existing) return;
    this.entries.delete(key);
    this.bytes -= existing.body.length;
  }
}

/** Whether Node would send the file's headers: a damaged row's ETag or type must not reach writeHead. */
function isSendable(file: CachedFile): boolean {
  try {
    validateHeaderValue('etag', file.etag);
    validateHeaderValue('content-type', file.mimetype);
    return true;
  } catch {
    return false;
  }
}
