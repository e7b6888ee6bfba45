import { isDatabaseUnavailable } from '@studio/db';
import type { TRPCError } from '@trpc/server';
import type { FastifyRequest } from 'fastify';

/** 503 when a procedure failed because the database is down (the router would say 500). */
export function outageStatus(errors: readonly TRPCError[]): { status: number } | undefined {
  return errors.some((error) => isDatabaseUnavailable(error.cause)) ? { status: 503 } : undefined;
}

/**
 * Unexpected failures go to the log with the request id; the client only sees a generic message. A database
 * outage goes to the outage log, which reports it once a few seconds.
 */
export function logProcedureError({
  error,
  path,
  req,
}: {
  error: TRPCError;
  path?: string;
  req: unknown;
}): void {
  if (error.code !== 'INTERNAL_SERVER_ERROR') return;
  const request = req as FastifyRequest;
  if (isDatabaseUnavailable(error.cause)) {
    request.server.databaseOutage.report(request.log, error.cause);
    return;
  }
  request.log.error({ err: error.cause ?? error, procedure: path }, 'Procedure failed');
}
