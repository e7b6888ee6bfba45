/** How many entries the dashboard's Recent Apps and Recent Blog Posts show (spec). */
export const RECENT_COUNT = 5;

/** The `count` items with the latest `key` timestamp, latest first. */
export function newestFirst<T, K extends keyof T>(items: readonly T[], key: K, count: number): T[] {
  const time = (item: T) => Date.parse(String(item[key]));
  return [...items].sort((a, b) => time(b) - time(a)).slice(0, count);
}
