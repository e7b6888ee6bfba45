import type { AppRouter } from '@studio/router';
import type { CreateQueryUtils } from '@trpc/react-query/shared';
import { procedureKey } from './procedureKey';
import type { SiteCalls } from './siteCalls';

/** The `queryOptions` of tRPC's query utilities, the one part of them the pages use. */
type QueryOptionsOnly<T> = {
  [K in keyof T]: T[K] extends { queryOptions: infer Options }
    ? { queryOptions: Options }
    : QueryOptionsOnly<T[K]>;
};

/** Every query of the router as TanStack Query options: `utils.apps.cards.queryOptions()`. */
export type QueryUtils = QueryOptionsOnly<CreateQueryUtils<AppRouter>>;

const made = new WeakMap<SiteCalls, QueryUtils>();

function pathNode(calls: SiteCalls, path: string[]): unknown {
  return new Proxy(
    {},
    {
      get(_target, name) {
        if (name !== 'queryOptions') return pathNode(calls, [...path, String(name)]);
        const procedure = path.join('.');
        return (input?: unknown) => ({
          queryKey: procedureKey(procedure, input, 'query'),
          // Without the query's abort signal, as tRPC's hooks: a call is not cancelled when its screen
          // unmounts, and a screen that mounts again takes its answer.
          queryFn: () => calls.query(procedure, input),
          trpc: { path: procedure },
        });
      },
    },
  );
}

/**
 * tRPC's query options for these calls, under tRPC's own keys, without tRPC's React code: what the pages
 * show is read and kept the way the signed-in area's hooks read and invalidate it.
 */
export function queryUtils(calls: SiteCalls): QueryUtils {
  let utils = made.get(calls);
  if (!utils) {
    utils = pathNode(calls, []) as QueryUtils;
    made.set(calls, utils);
  }
  return utils;
}
