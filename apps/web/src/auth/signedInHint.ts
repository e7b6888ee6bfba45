import { useSyncExternalStore } from 'react';
import type { QueryStore } from '../queryStore/queryStore';
import { SESSION_KEY } from './sessionQuery';

/**
 * Whether this browser has signed in (and not signed out) since: kept in its storage so that a visitor who
 * never signs in is not asked who is signed in on every page, which would load the API client for nothing.
 * It only decides whether to ask: who is signed in is always the server's answer.
 */
export const SIGNED_IN_HINT_KEY = 'studio.signedIn';

const listeners = new Set<() => void>();

/** Whether this browser has signed in, and not signed out, since. */
export function hasSignedIn(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    // Storage turned off: ask, as every page did before the hint.
    return true;
  }
}

function remember(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    return;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A sign-in or logout in another tab.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Whether this browser has signed in; false while rendering on the server, as for any visitor. */
export function useSignedInHint(): boolean {
  return useSyncExternalStore(subscribe, hasSignedIn, () => false);
}

/** Keeps the hint in step with what the store learns of the session: a sign-in, a check, a logout, a loss. */
export function followSession(store: QueryStore): () => void {
  // The store calls its watchers on every change; storage is touched only when the session's answer changes.
  let followed: unknown;
  return store.watch(() => {
    const session = store.state(SESSION_KEY);
    if (session.status !== 'success' || session.data === followed) return;
    followed = session.data;
    const signedIn = session.data !== null;
    if (signedIn !== hasSignedIn()) remember(signedIn);
  });
}
