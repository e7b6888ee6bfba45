import type { QueryKey } from '@tanstack/react-query';
import { hashKey } from './hashKey';

/** Where one query stands: its data or its failure, and whether a call for it is under way. */
export type QueryState<TData> =
  | { status: 'pending'; data: undefined; error: null; fetching: boolean }
  | { status: 'success'; data: TData; error: null; fetching: boolean }
  // A failed refetch keeps the data it had, as TanStack Query does.
  | { status: 'error'; data: TData | undefined; error: Error; fetching: boolean };

/** A query as the pages write it: tRPC's key and the call that answers it. */
export interface StoreQuery<TData> {
  queryKey: QueryKey;
  queryFn: () => Promise<TData>;
}

/** A settled query, as the server hands it to the browser. */
export type SettledQuery =
  | { key: QueryKey; data: unknown; error?: undefined }
  | { key: QueryKey; error: Error; data?: undefined };

/** One query of the store, with stable functions for a component to follow it by. */
export interface QueryHandle<TData> {
  subscribe(listener: () => void): () => void;
  state(): QueryState<TData>;
  /** What a screen that shows the query asks as it mounts: loads it unless it is settled. */
  ensure(): void;
}

interface Entry {
  key: QueryKey;
  handle: QueryHandle<unknown>;
  state: QueryState<unknown>;
  call?: () => Promise<unknown>;
  running?: Promise<void>;
  /** A failure the server already met: shown as it is rather than tried again when a screen mounts. */
  keepFailure?: boolean;
  listeners: Set<() => void>;
}

const PENDING: QueryState<never> = {
  status: 'pending',
  data: undefined,
  error: null,
  fetching: false,
};

const asError = (reason: unknown) => (reason instanceof Error ? reason : new Error(String(reason)));

/**
 * The public pages' data, by query key: what the server loaded (kept on the page for hydration) and what
 * the browser loads as visitors move on. Data never goes stale on its own and failures are not retried,
 * as the spec's cache rules say; the signed-in area keeps its own data in TanStack Query.
 */
export class QueryStore {
  private readonly entries = new Map<string, Entry>();
  private readonly watchers = new Set<() => void>();

  private entry(key: QueryKey): Entry {
    const hash = hashKey(key);
    let entry = this.entries.get(hash);
    if (!entry) {
      entry = this.newEntry(key);
      this.entries.set(hash, entry);
    }
    return entry;
  }

  private newEntry(key: QueryKey): Entry {
    const listeners = new Set<() => void>();
    const entry: Entry = {
      key,
      state: PENDING,
      listeners,
      handle: {
        subscribe: (listener) => {
          listeners.add(listener);
          return () => void listeners.delete(listener);
        },
        state: () => entry.state,
        ensure: () => {
          const { status } = entry.state;
          if (status === 'pending' || (status === 'error' && !entry.keepFailure))
            void this.run(entry);
        },
      },
    };
    return entry;
  }

  private update(entry: Entry, state: QueryState<unknown>): void {
    entry.state = state;
    entry.listeners.forEach((listener) => listener());
    this.watchers.forEach((watcher) => watcher());
  }

  private run(entry: Entry): Promise<void> {
    const call = entry.call;
    if (!call) return Promise.resolve();
    entry.running ??= (async () => {
      this.update(entry, { ...entry.state, fetching: true } as QueryState<unknown>);
      try {
        const data = await call();
        entry.keepFailure = false;
        this.update(entry, { status: 'success', data, error: null, fetching: false });
      } catch (reason) {
        const { data } = entry.state;
        this.update(entry, { status: 'error', data, error: asError(reason), fetching: false });
      } finally {
        entry.running = undefined;
      }
    })();
    return entry.running;
  }

  state<TData>(key: QueryKey): QueryState<TData> {
    return (this.entries.get(hashKey(key))?.state ?? PENDING) as QueryState<TData>;
  }

  /** A query to follow, the same for the same key; it answers with `query`'s call from now on. */
  query<TData>(query: StoreQuery<TData>): QueryHandle<TData> {
    const entry = this.entry(query.queryKey);
    entry.call = query.queryFn;
    return entry.handle as QueryHandle<TData>;
  }

  /** Calls back whenever any query's state changes. */
  watch(watcher: () => void): () => void {
    this.watchers.add(watcher);
    return () => void this.watchers.delete(watcher);
  }

  /**
   * Gives a query's state once it has data, loading it if it has none (once, however many ask at the same
   * time); never rejects.
   */
  async fetch<TData>(query: StoreQuery<TData>): Promise<QueryState<TData>> {
    const entry = this.entry(query.queryKey);
    entry.call = query.queryFn;
    if (entry.state.status !== 'success') await this.run(entry);
    return entry.state as QueryState<TData>;
  }

  setData(key: QueryKey, data: unknown): void {
    this.update(this.entry(key), { status: 'success', data, error: null, fetching: false });
  }

  /** Loads again every failed query a screen shows. */
  retryFailed(): Promise<void> {
    const shown = [...this.entries.values()].filter(
      (entry) => entry.state.status === 'error' && entry.listeners.size > 0,
    );
    return Promise.all(shown.map((entry) => this.run(entry))).then(() => undefined);
  }

  /** Whether a failed query is being loaded again. */
  isRetrying(): boolean {
    return [...this.entries.values()].some(
      (entry) => entry.state.status === 'error' && entry.state.fetching,
    );
  }

  /**
   * After a change to the content: the queries on screen load again, the others are forgotten, so no page
   * shows what was there before. `keep` names a query that the change leaves as it is.
   */
  invalidate(keep: QueryKey): void {
    const kept = hashKey(keep);
    for (const [hash, entry] of this.entries) {
      if (hash === kept) continue;
      if (entry.listeners.size > 0) void this.run(entry);
      else this.entries.delete(hash);
    }
  }

  /** The queries that have settled, to hand on to the browser. */
  settled(): SettledQuery[] {
    return [...this.entries.values()].flatMap(({ key, state }): SettledQuery[] => {
      if (state.status === 'success') return [{ key, data: state.data }];
      if (state.status === 'error') return [{ key, error: state.error }];
      return [];
    });
  }

  /** Takes what the server loaded: its failures stay as they are when the page's screens mount. */
  hydrate(queries: readonly SettledQuery[]): void {
    for (const query of queries) {
      const entry = this.entry(query.key);
      if (query.error) {
        entry.keepFailure = true;
        entry.state = { status: 'error', data: undefined, error: query.error, fetching: false };
      } else entry.state = { status: 'success', data: query.data, error: null, fetching: false };
    }
  }
}
