import { useSyncExternalStore } from 'react';
import { useQueryStore } from './QueryStoreContext';

/** What a failure's "Try again" does on a public page: every failed query on screen loads again. */
export interface FailedQueriesRetry {
  retry(): void;
  retrying: boolean;
}

export function useRetryFailedQueries(): FailedQueriesRetry {
  const store = useQueryStore();
  const retrying = useSyncExternalStore(
    (watcher) => store.watch(watcher),
    () => store.isRetrying(),
    () => false,
  );
  return { retry: () => void store.retryFailed(), retrying };
}
