import type { AppRouter } from '@studio/router';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { ProcedureQuery } from './renderContract';

/**
 * A tRPC link that calls the API server's procedures in the same process: the server passes the call in,
 * and failures arrive as the same errors (with the same public shape) the browser gets over HTTP.
 */
export function inProcessLink(query: ProcedureQuery): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        if (op.type !== 'query') {
          observer.error(
            TRPCClientError.from(new Error(`Only queries run on the server: ${op.path}`)),
          );
          return;
        }
        query(op.path, op.input).then(
          (data) => {
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          },
          (failure: unknown) => observer.error(TRPCClientError.from(failure as object)),
        );
      });
}
