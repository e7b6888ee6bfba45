const MINUTE_MS = 60_000;

/** A message that keeps failing for a temporary reason is tried again for a day from its first attempt. */
export const RETRY_WINDOW_MS = 24 * 60 * MINUTE_MS;

const LONGEST_WAIT_MS = 4 * 60 * MINUTE_MS;

/** How long to wait after the n-th failed attempt: a minute, then twice as long each time, at most 4 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MINUTE_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_WAIT_MS);
}
