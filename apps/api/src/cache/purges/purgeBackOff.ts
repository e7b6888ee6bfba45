const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 60_000;

/** How long a purge waits before its next try after `attempts` failed ones: doubling, up to a minute. */
export function purgeBackOffMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LAST_RETRY_MS);
}
