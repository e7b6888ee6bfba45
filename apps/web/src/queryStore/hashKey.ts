import type { QueryKey } from '@tanstack/react-query';

/** The same text for equal keys, whatever the order of their objects' properties (as TanStack Query hashes). */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_name, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}
