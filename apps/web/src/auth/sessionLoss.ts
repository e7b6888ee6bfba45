import type { QueryKey } from '@tanstack/react-query';
import { failedStatus } from '../apiErrors/failedStatus';
import { notifyFailure } from '../notifications/notify';
import type { QueryStore } from '../queryStore/queryStore';
import { SESSION_KEY } from './sessionQuery';

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
export const SIGNED_IN_ROUTERS: readonly string[] = ['admin', 'account'];

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
 * The signed-in area's query client passes every failure here: a 401 from the signed-in area means the
 * session ended (expired, or signed out elsewhere). The user hears it once, the stored user goes (and with
 * it the signed-in data, see queryClient.ts), and the router moves to the sign-in page.
 */
export function handleSessionLoss(
  store: QueryStore,
  error: Error,
  { key, meta }: { key: QueryKey | undefined; meta: SessionLossMeta | undefined },
): void {
  if (!isUnauthenticated(error) || !fromSignedInArea(key)) return;
  // Several requests of one screen can fail together: the first one tells.
  if (store.state(SESSION_KEY).data === null) return;
  notifyFailure('Authentication Required', meta?.signInPrompt ?? DEFAULT_PROMPT);
  store.setData(SESSION_KEY, null);
  listeners.forEach((listener) => listener());
}
