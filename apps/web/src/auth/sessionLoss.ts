import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { procedureKey } from '../apiCalls/procedureKey';
import { failedStatus } from '../apiErrors/failedStatus';
import { notifyFailure } from '../notifications/notify';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: SessionLossMeta;
    mutationMeta: SessionLossMeta;
  }
}

/** What a query or mutation of the signed-in area says when the session turns out to be gone. */
interface SessionLossMeta extends Record<string, unknown> {
  /** The notice's description, e.g. "Please log in as an admin to create apps." */
  signInPrompt?: string;
}

const DEFAULT_PROMPT = 'Your session has ended. Please log in again.';
/** The routers whose procedures need a signed-in user (a failed sign-in answers 401 too). */
const SIGNED_IN_ROUTERS: readonly string[] = ['admin', 'account'];

/** The API answered 401: the request carried no valid session. */
export function isUnauthenticated(error: unknown): boolean {
  return failedStatus(error) === 401;
}

function fromSignedInArea(key: QueryKey | undefined): boolean {
  const [path] = key ?? [];
  return Array.isArray(path) && SIGNED_IN_ROUTERS.includes(String(path[0]));
}

const listeners = new Set<() => void>();

/** Calls back whenever the session is found gone; SessionLossRedirect sends the user to /auth. */
export function onSessionLost(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The query client's QueryCache and MutationCache pass every failure here: a 401 from the signed-in area
 * means the session ended (expired, or signed out elsewhere). The user hears it once, the cached user and
 * the signed-in data go, and the router moves to the sign-in page.
 */
export function handleSessionLoss(
  queryClient: QueryClient,
  error: Error,
  { key, meta }: { key: QueryKey | undefined; meta: SessionLossMeta | undefined },
): void {
  if (!isUnauthenticated(error) || !fromSignedInArea(key)) return;
  const sessionKey = procedureKey('auth.session', undefined, 'query');
  // Several requests of one screen can fail together: the first one tells.
  if (queryClient.getQueryData(sessionKey) === null) return;
  notifyFailure('Authentication Required', meta?.signInPrompt ?? DEFAULT_PROMPT);
  queryClient.setQueryData(sessionKey, null);
  listeners.forEach((listener) => listener());
  for (const router of SIGNED_IN_ROUTERS) queryClient.removeQueries({ queryKey: [[router]] });
}
