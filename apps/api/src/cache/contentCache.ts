import type { CachedResponse } from './cachedResponse';

// Keys are URLs: a cap keeps made-up addresses (say, /trpc/apps.list?x=1, 2, 3...) from growing the
// cache without bound. The least recently used answer goes first, so popular pages stay.
const MAX_ENTRIES = 500;

/**
 * Public answers (JSON of the lists, rendered pages, sitemap and feed), kept in memory, compressed, so
 * that repeated reads skip the database, rendering and compression. It is only a copy: every content
 * change (on any instance) clears it, and it stays off while this instance cannot hear about changes.
 */
export class ContentCache {
  private readonly entries = new Map<string, CachedResponse>();
  private version = 0;
  private enabled = false;

  /** Changes whenever the cache is cleared: an answer computed under an older generation is stale. */
  get generation(): number {
    return this.version;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedResponse | undefined {
    if (!this.enabled) return undefined;
    const response = this.entries.get(key);
    if (response) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, response);
    }
    return response;
  }

  /** Keeps an answer unless content changed since its request began (at `generation`). */
  set(key: string, generation: number, response: CachedResponse): void {
    if (!this.enabled || generation !== this.version) return;
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, response);
  }

  clear(): void {
    this.version++;
    this.entries.clear();
  }

  /** On while change notifications arrive; every switch clears, since changes may have been missed. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }
}
