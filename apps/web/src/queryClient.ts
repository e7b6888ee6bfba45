import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleSessionLoss, SIGNED_IN_ROUTERS } from './auth/sessionLoss';
import { SESSION_KEY } from './auth/sessionQuery';
import type { QueryStore } from './queryStore/queryStore';

/**
 * The signed-in area's query client, beside the public pages' store. The spec's cache rules: data never
 * goes stale on its own, no refetch on focus, no polling, no retries. A lost session, found by any query or
 * mutation, is handled here once; a change the area makes drops the public pages' data, which may show it;
 * and the area's data goes as soon as nobody is signed in (logout, a lost session).
 */
function createQueryClient(store: QueryStore): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, { queryKey, meta }) =>
        handleSessionLoss(store, error, { key: queryKey, meta }),
    }),
    mutationCache: new MutationCache({
      onSuccess: () => store.invalidate(SESSION_KEY),
      onError: (error, _variables, _context, { options, meta }) =>
        handleSessionLoss(store, error, { key: options.mutationKey, meta }),
    }),
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  store.watch(() => {
    const session = store.state(SESSION_KEY);
    if (session.status !== 'success' || session.data !== null) return;
    for (const router of SIGNED_IN_ROUTERS) queryClient.removeQueries({ queryKey: [[router]] });
  });
  return queryClient;
}

const clients = new WeakMap<QueryStore, QueryClient>();

/** The one query client of a page load (of a store): the sign-in screen and the admin area share it. */
export function signedInQueryClient(store: QueryStore): QueryClient {
  let client = clients.get(store);
  if (!client) {
    client = createQueryClient(store);
    clients.set(store, client);
  }
  return client;
}
