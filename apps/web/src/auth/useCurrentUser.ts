import type { User } from '@studio/schemas';
import { useSiteQuery } from '../pageKit/siteQuery';
import { sessionQuery } from './sessionQuery';

/** The signed-in user, or null when signed out or when the check failed. */
export function useCurrentUser(): { user: User | null; isLoading: boolean } {
  const session = useSiteQuery(sessionQuery);
  // A failed refetch keeps the previous data in the cache: never trust it once the call failed.
  return { user: session.isError ? null : (session.data ?? null), isLoading: session.isLoading };
}
