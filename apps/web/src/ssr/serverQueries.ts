import type { AppRouter } from '@studio/router';
import { createTRPCUntypedClient } from '@trpc/client';
import { queryUtils } from '../apiCalls/queryUtils';
import type { SiteCalls } from '../apiCalls/siteCalls';
import type { LoadQuery } from '../pageKit/pageServing';
import type { PrefetchedQuery } from '../pageKit/siteQuery';
import { QueryStore } from '../queryStore/queryStore';
import { inProcessLink } from './inProcessLink';
import type { ProcedureQuery } from './renderContract';

/**
 * The pages' queries on the server, called in process through `query`: results land in `store` under the
 * keys the pages' hooks read, so that the page renders with them and hands them on.
 */
export function serverQueries(query: ProcedureQuery, store: QueryStore) {
  const calls: SiteCalls = createTRPCUntypedClient<AppRouter>({ links: [inProcessLink(query)] });
  const utils = queryUtils(calls);
  const load: LoadQuery = (loaded) => loaded.load(store, utils);
  return {
    /** The calls the page makes while it renders (its data is loaded by then). */
    calls,
    /** Loads what a page shows; a failure stays in the store for the page to render. */
    prefetch: (queries: readonly PrefetchedQuery[]) =>
      Promise.all(queries.map((prefetched) => prefetched.prefetch(store, utils))),
    load,
  };
}

/**
 * Loads queries apart from any page's data (a store of their own, not handed on to the browser): what only
 * the head or a generated file shows, such as the share image, a post's languages or the sitemap's entries.
 */
export function loadApart(query: ProcedureQuery): LoadQuery {
  return serverQueries(query, new QueryStore()).load;
}
