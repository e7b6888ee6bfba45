import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while the server renders and while the browser hydrates its page, true in the browser afterwards:
 * for what only the browser shows, without a mismatch in hydration.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
