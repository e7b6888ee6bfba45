import type { User } from '@studio/schemas';
import { trpc } from '../trpc';

/** The signed-in user, or null when signed out or when the check failed. */
export function useCurrentUser(): { user: User | null; isLoading: boolean } {
  const session = trpc.auth.session.useQuery();
  // A failed refetch keeps the previous data in the cache: never trust it once the call failed.
  return { user: session.isError ? null : (session.data ?? null), isLoading: session.isLoading };
}
