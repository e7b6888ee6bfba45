import { appRouter } from '@studio/router';
import type { ProcedureQuery } from '@studio/web/render-contract';
import { callTRPCProcedure, getTRPCErrorFromUnknown, getTRPCErrorShape } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CreateContext } from '../trpc/createContext';
import { logProcedureError } from '../trpc/procedureErrors';

/** A failed query, carrying the public shape of its error as tRPC sends it to clients. */
class ProcedureFailure extends Error {
  constructor(readonly error: ReturnType<typeof getTRPCErrorShape>) {
    super(error.message);
  }
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
    let ctx: Awaited<ReturnType<CreateContext>> | undefined;
    try {
      ctx = await (context ??= createContext({ req: request, res: reply }));
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
      const shape = getTRPCErrorShape({
        config: appRouter._def._config,
        error,
        type: 'query',
        path,
        input,
        ctx,
      });
      throw new ProcedureFailure(shape);
    }
  };
}

/**
 * The status and public message of a query that failed while a file was built, as the browser would have
 * heard them over HTTP (503 during a database outage); null for any other error.
 */
export function failedQueryAnswer(error: unknown): { status: number; message: string } | null {
  const { message, data } = (error ?? {}) as { message?: unknown; data?: { httpStatus?: unknown } };
  const status = data?.httpStatus;
  return typeof status === 'number' && typeof message === 'string' ? { status, message } : null;
}
