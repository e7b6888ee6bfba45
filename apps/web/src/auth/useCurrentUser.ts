import type { User } from '@studio/schemas';
import { trpc } from '../trpc';

/** The signed-in user, or null when signed out (auth.me answers UNAUTHORIZED) or the check failed. */
export function useCurrentUser(): { user: User | null; isLoading: boolean } {
  const me = trpc.auth.me.useQuery();
  // A failed refetch keeps the previous data in the cache: never trust it once the call failed.
  return { user: me.isError ? null : (me.data ?? null), isLoading: me.isLoading };
}
