import type { AppRouter } from '@studio/router';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils, type TRPCClient } from '@trpc/react-query';
import type { LoadQuery } from '../pageKit/pageRoute';
import type { PrefetchedQuery } from '../pageKit/siteQuery';

/**
 * The pages' queries on the server, called in process through `client`: results land in `queryClient`
 * under the keys the pages' hooks read, so that the page renders with them and hands them on.
 */
export function serverQueries(client: TRPCClient<AppRouter>, queryClient: QueryClient) {
  const utils = createTRPCQueryUtils<AppRouter>({ client, queryClient });
  const load: LoadQuery = (query) => query.load(queryClient, utils);
  return {
    /** Loads what a page shows; a failure stays in the cache for the page to render. */
    prefetch: (queries: readonly PrefetchedQuery[]) =>
      Promise.all(queries.map((query) => query.prefetch(queryClient, utils))),
    load,
  };
}
