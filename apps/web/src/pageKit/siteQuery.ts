import type { DataTag, QueryKey } from '@tanstack/react-query';
import { useContext, useEffect, useSyncExternalStore } from 'react';
import { queryUtils, type QueryUtils } from '../apiCalls/queryUtils';
import { SiteCallsContext } from '../apiCalls/siteCalls';
import type { QueryStore, StoreQuery } from '../queryStore/queryStore';
import { useQueryStore } from '../queryStore/QueryStoreContext';

/**
 * tRPC's options for one query, as far as the store reads them: its key (tagged with its data's type) and
 * its call.
 */
interface ProcedureOptions<TData> {
  queryKey: DataTag<QueryKey, TData, unknown>;
  queryFn?: unknown;
}

/** A query's state, for the component that shows it. */
export type SiteQueryResult<TData> =
  | { isPending: true; isError: false; isLoading: true; data: undefined; error: null }
  | { isPending: false; isError: false; isLoading: false; data: TData; error: null }
  | { isPending: false; isError: true; isLoading: false; data: TData | undefined; error: Error };

/**
 * One of the router's queries with its input, written once: what a page shows (`useSiteQuery`), and what
 * the server loads before rendering it (a page route's `data`) or for the sitemap.
 */
export function siteQuery<TData>(options: (utils: QueryUtils) => ProcedureOptions<TData>) {
  const storeQuery = (utils: QueryUtils): StoreQuery<TData> => {
    const { queryKey, queryFn } = options(utils);
    return { queryKey, queryFn: queryFn as () => Promise<TData> };
  };
  return {
    storeQuery,
    prefetch: async (store: QueryStore, utils: QueryUtils) => {
      await store.fetch(storeQuery(utils));
    },
    load: async (store: QueryStore, utils: QueryUtils) => {
      const state = await store.fetch(storeQuery(utils));
      if (state.status === 'error') throw state.error;
      return state.data as TData;
    },
  };
}

/** Any query, as the server loads it ahead of rendering (a failure stays in the store for the page). */
export interface PrefetchedQuery {
  prefetch(store: QueryStore, utils: QueryUtils): Promise<void>;
}

/** A query whose data the server reads (for the sitemap and the feed). */
export interface LoadedQuery<TData> {
  load(store: QueryStore, utils: QueryUtils): Promise<TData>;
}

/** A query's state, for the component that shows it; loads it when the screen mounts without it. */
export function useSiteQuery<TData>(query: {
  storeQuery: (utils: QueryUtils) => StoreQuery<TData>;
}): SiteQueryResult<TData> {
  const handle = useQueryStore().query(query.storeQuery(queryUtils(useContext(SiteCallsContext))));
  const state = useSyncExternalStore(handle.subscribe, handle.state, handle.state);
  useEffect(() => handle.ensure(), [handle]);
  switch (state.status) {
    // A query a screen shows without its data is loading, or about to as the screen mounts (the server
    // renders it so too, as TanStack Query would).
    case 'pending':
      return {
        isPending: true,
        isError: false,
        isLoading: true,
        data: undefined,
        error: null,
      };
    case 'success':
      return { isPending: false, isError: false, isLoading: false, data: state.data, error: null };
    case 'error':
      return {
        isPending: false,
        isError: true,
        isLoading: false,
        data: state.data,
        error: state.error,
      };
  }
}
