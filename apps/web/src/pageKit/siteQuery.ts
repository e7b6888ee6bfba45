import {
  useQuery,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useContext } from 'react';
import { queryUtils, type QueryUtils } from '../apiCalls/queryUtils';
import { SiteCallsContext } from '../apiCalls/siteCalls';

/**
 * One of the router's queries with its input, written once: what a page shows (`useSiteQuery`), and what
 * the server loads before rendering it (a page route's `data`) or for the sitemap.
 */
export function siteQuery<TData, TError, TKey extends QueryKey>(
  options: (utils: QueryUtils) => UseQueryOptions<TData, TError, TData, TKey>,
) {
  return {
    options,
    prefetch: (queryClient: QueryClient, utils: QueryUtils) =>
      queryClient.prefetchQuery(options(utils)),
    load: (queryClient: QueryClient, utils: QueryUtils) => queryClient.fetchQuery(options(utils)),
  };
}

/** Any query, as the server loads it ahead of rendering (a failure stays in the cache for the page). */
export interface PrefetchedQuery {
  prefetch(queryClient: QueryClient, utils: QueryUtils): Promise<void>;
}

/** A query whose data the server reads (for the sitemap and the feed). */
export interface LoadedQuery<TData> {
  load(queryClient: QueryClient, utils: QueryUtils): Promise<TData>;
}

/** A query's state, for the component that shows it. */
export function useSiteQuery<TData, TError, TKey extends QueryKey>(query: {
  options: (utils: QueryUtils) => UseQueryOptions<TData, TError, TData, TKey>;
}): UseQueryResult<TData, TError> {
  return useQuery(query.options(queryUtils(useContext(SiteCallsContext))));
}
