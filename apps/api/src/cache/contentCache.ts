import { bestResponse, type CachedResponse } from './cachedResponse';

// Answers asked for once take places of their own: made-up addresses (an app's page in other letter cases,
// say) only ever push out each other, never the answers asked for again.
const ONCE_ENTRIES = 100;
const AGAIN_ENTRIES = 400;

/**
 * Keeps an entry as the most recently used, dropping the least recently used when the map is full; answers
 * the key it dropped.
 */
function keep(
  entries: Map<string, CachedResponse>,
  limit: number,
  key: string,
  value: CachedResponse,
): string | undefined {
  entries.delete(key);
  let dropped: string | undefined;
  if (entries.size >= limit) {
    dropped = entries.keys().next().value!;
    entries.delete(dropped);
  }
  entries.set(key, value);
  return dropped;
}

/**
 * Told of every change to the popular answers, in the order they happen: what another process answering
 * them in this cache's stead (the front's replica) must know.
 */
export interface ContentCacheObserver {
  /** A popular answer is available under the key, new or in the place of another. */
  kept(key: string, response: CachedResponse): void;
  /** The popular answer under the key left (the least recently used, for room). */
  left(key: string): void;
  /** Every answer left: content changed, or the cache was switched on or off. */
  cleared(): void;
}

/**
 * Public answers (JSON of the lists, rendered pages, sitemap and feed), kept in memory, compressed, so that
 * repeated reads skip the database, rendering and compression. It is only a copy: every content change (on
 * any instance) clears it, and it stays off while this instance cannot hear about changes.
 *
 * A new answer is kept among those asked for once, as its first request sent it (compressed quickly).
 * Asked for again, it moves among the popular ones and is compressed at its best in the background.
 */
export class ContentCache {
  private readonly once = new Map<string, CachedResponse>();
  private readonly again = new Map<string, CachedResponse>();
  private version = 0;
  private enabled = false;
  /** The popular answer used last: asked for again at once, it need not move (a hot page, under load). */
  private lastUsed: string | undefined;
  private observer: ContentCacheObserver | null = null;

  /** From now on, tells the observer of every change to the popular answers. */
  observe(observer: ContentCacheObserver): void {
    this.observer = observer;
  }

  /** Changes whenever the cache is cleared: an answer computed under an older generation is stale. */
  get generation(): number {
    return this.version;
  }

  get size(): { once: number; again: number } {
    return { once: this.once.size, again: this.again.size };
  }

  get(key: string): CachedResponse | undefined {
    if (!this.enabled) return undefined;
    const popular = this.again.get(key);
    if (popular) {
      if (key !== this.lastUsed) this.keepPopular(key, popular);
      return popular;
    }
    const response = this.once.get(key);
    if (response) {
      this.once.delete(key);
      this.keepPopular(key, response);
      this.compressBest(key, response);
    }
    return response;
  }

  /** Keeps a first answer unless content changed since its request began (at `generation`). */
  set(key: string, generation: number, response: CachedResponse): void {
    if (!this.enabled || generation !== this.version) return;
    if (this.again.has(key)) this.keepPopular(key, response);
    else keep(this.once, ONCE_ENTRIES, key, response);
  }

  /** Puts `next` in the place of `current`, unless the key holds another answer by now. */
  replace(key: string, current: CachedResponse, next: CachedResponse): void {
    if (this.once.get(key) === current) this.once.set(key, next);
    if (this.again.get(key) === current) {
      this.again.set(key, next);
      this.observer?.kept(key, next);
    }
  }

  clear(): void {
    this.version++;
    this.once.clear();
    this.again.clear();
    this.observer?.cleared();
  }

  private keepPopular(key: string, response: CachedResponse): void {
    const previous = this.again.get(key);
    const dropped = keep(this.again, AGAIN_ENTRIES, key, response);
    this.lastUsed = key;
    if (dropped !== undefined) this.observer?.left(dropped);
    if (previous !== response) this.observer?.kept(key, response);
  }

  /** On while change notifications arrive; every switch clears, since changes may have been missed. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }

  /** Replaces a popular answer by its best compressed copies, unless content changed or it left meanwhile. */
  private compressBest(key: string, response: CachedResponse): void {
    if (response.effort === 'best') return;
    const generation = this.version;
    bestResponse(response).then(
      (best) => {
        // A copy added meanwhile for another encoding is the same answer: the best copies replace it.
        const current = this.again.get(key);
        if (current && generation === this.version) {
          this.again.set(key, best);
          this.observer?.kept(key, best);
        }
      },
      // The quick copy stays.
      () => undefined,
    );
  }
}
