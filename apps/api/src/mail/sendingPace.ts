import { setTimeout as delay } from 'node:timers/promises';

/**
 * Spaces the starts of an instance's sends at least 1/ratePerSecond apart. A pause (nothing to send) saves
 * up no burst: the next send after it starts at once, the one after that a full interval later.
 */
export function sendingPace(ratePerSecond: number): () => Promise<void> {
  const intervalMs = 1000 / ratePerSecond;
  let nextStart = 0;
  return async () => {
    const start = Math.max(performance.now(), nextStart);
    nextStart = start + intervalMs;
    const waitMs = start - performance.now();
    if (waitMs > 0) await delay(Math.ceil(waitMs));
  };
}
