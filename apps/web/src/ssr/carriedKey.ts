import type { QueryKey } from '@tanstack/react-query';

/** A tRPC query's key as the page carries it: the procedure's dotted path, then its input if it has one. */
export type CarriedKey = [path: string, input?: unknown];

/**
 * tRPC's key, `[['apps', 'cards'], { input: { limit: 6 }, type: 'query' }]`, as `['apps.cards', { limit: 6 }]`:
 * the page states the same in half the bytes, and `procedureKey` makes tRPC's key of it again. The site's
 * pages load tRPC queries only.
 */
export function carriedKey(key: QueryKey): CarriedKey {
  const [path, options] = key as [unknown, { input?: unknown; type?: unknown } | undefined];
  if (!Array.isArray(path) || options?.type !== 'query') {
    throw new Error(`Not a tRPC query key: ${JSON.stringify(key)}`);
  }
  const dotted = path.join('.');
  return options.input === undefined ? [dotted] : [dotted, options.input];
}
