import { isDatabaseUnavailable } from '@studio/db';
import { appRouter } from '@studio/router';
import type { ProcedureQuery } from '@studio/web/render-contract';
import {
  callTRPCProcedure,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  type TRPCError,
} from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CreateContext } from '../trpc/createContext';
import { logProcedureError } from '../trpc/procedureErrors';

/** A failed query, carrying the public shape of its error as tRPC sends it to clients. */
class ProcedureFailure extends Error {
  constructor(readonly error: ReturnType<typeof getTRPCErrorShape>) {
    super(error.message);
  }
}

/** The public shape of an error; an outage says 503, as the HTTP answer would. */
function publicShape(error: TRPCError, path: string, input: unknown, ctx: unknown) {
  const shape = getTRPCErrorShape({
    config: appRouter._def._config,
    error,
    type: 'query',
    path,
    input,
    ctx: ctx as never,
  });
  return isDatabaseUnavailable(error.cause)
    ? { ...shape, data: { ...shape.data, httpStatus: 503 } }
    : shape;
}

/**
 * Calls the router's queries in this process for a page being rendered, with the context every HTTP call
 * gets. Pages are routed outside the sessions plugin, so the context is always an anonymous visitor's.
 */
export function procedureQuery(
  request: FastifyRequest,
  reply: FastifyReply,
  createContext: CreateContext,
): ProcedureQuery {
  let context: ReturnType<CreateContext> | undefined;
  return async (path, input) => {
    const ctx = await (context ??= createContext({ req: request, res: reply }));
    try {
      return await callTRPCProcedure({
        router: appRouter,
        path,
        getRawInput: async () => input,
        ctx,
        type: 'query',
        signal: undefined,
        batchIndex: 0,
      });
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause);
      logProcedureError({ error, path, req: request });
      throw new ProcedureFailure(publicShape(error, path, input, ctx));
    }
  };
}
