import type { QueryKey } from '@tanstack/react-query';

/**
 * The query key tRPC's React hooks use, made without tRPC's code (the public pages load without it): a
 * procedure's query with its input, or, with neither input nor type, everything under a path (`'admin'`).
 * The screens of the signed-in area read and invalidate the same cache entries through tRPC's hooks.
 */
export function procedureKey(path: string, input?: unknown, type?: 'query'): QueryKey {
  const segments = path.split('.');
  if (input === undefined && type === undefined) return [segments];
  return [segments, { ...(input !== undefined && { input }), ...(type && { type }) }];
}
