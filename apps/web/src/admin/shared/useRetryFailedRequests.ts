import { useIsFetching, useQueryClient, type Query } from '@tanstack/react-query';
import type { FailedQueriesRetry } from '../../queryStore/useRetryFailedQueries';

const failed = (query: Query) => query.state.status === 'error';

/** "Try again" on an admin screen: every failed request on screen is made again. */
export function useRetryFailedRequests(): FailedQueriesRetry {
  const queryClient = useQueryClient();
  // Only the failed requests count: others may be in flight as the screen loads.
  const retrying = useIsFetching({ predicate: failed }) > 0;
  return {
    retry: () => void queryClient.refetchQueries({ type: 'active', predicate: failed }),
    retrying,
  };
}
