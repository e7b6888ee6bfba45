export interface CachedResponse {
  contentType: string;
  body: string;
}

// Keys are URLs: a cap (dropping the oldest) keeps made-up query strings from growing the cache without bound.
const MAX_ENTRIES = 500;

/**
 * Serialised JSON of public content, kept in memory so that repeated reads skip the database and JSON.stringify.
 * It is only a copy: every content change (on any instance) clears it, and it stays off while this
 * instance cannot hear about changes.
 */
export class ContentCache {
  private readonly entries = new Map<string, CachedResponse>();
  private version = 0;
  private enabled = false;

  /** Changes whenever the cache is cleared: an answer computed under an older generation is stale. */
  get generation(): number {
    return this.version;
  }

  get(key: string): CachedResponse | undefined {
    return this.enabled ? this.entries.get(key) : undefined;
  }

  /** Keeps an answer unless content changed since its request began (at `generation`). */
  set(key: string, generation: number, response: CachedResponse): void {
    if (!this.enabled || generation !== this.version) return;
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
