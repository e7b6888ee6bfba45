import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleSessionLoss } from './auth/sessionLoss';

/**
 * The spec's cache rules: data never goes stale on its own, no refetch on focus, no polling, no retries.
 * A lost session, found by any query or mutation, is handled here once.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, { queryKey, meta }) =>
        handleSessionLoss(queryClient, error, { key: queryKey, meta }),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, { options, meta }) =>
        handleSessionLoss(queryClient, error, { key: options.mutationKey, meta }),
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
  return queryClient;
}
