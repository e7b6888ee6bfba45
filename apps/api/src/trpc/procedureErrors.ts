// How procedures' failures are logged and answered over HTTP, beside the router's error formatter (packages/router trpc.ts).
import { DomainError, isOutage } from '@studio/core';
import type { TRPCError } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import { VALIDATION_FAILED_MESSAGE, type ApiError } from '@studio/schemas';

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
  const request = req as FastifyRequest;
  if (error.cause instanceof DomainError && isOutage(error.cause)) {
    request.server.databaseOutage.report(request.log, error.cause.cause);
    return;
  }
  if (error.code !== 'INTERNAL_SERVER_ERROR') return;
  request.log.error({ err: error.cause ?? error, procedure: path }, 'Procedure failed');
}

interface AdapterErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
  /** trpc-to-openapi adds the raw zod issues to validation failures, and says "Input validation failed". */
  issues?: unknown[];
}

/**
 * The REST error answer: `{ message, errors? }` as the router's error formatter made it, without what
 * trpc-to-openapi added around it (tRPC's error code, the raw zod issues, the procedure path).
 */
export function restErrorBody(payload: string): ApiError {
  const body = JSON.parse(payload) as AdapterErrorBody;
  const message = body.issues ? VALIDATION_FAILED_MESSAGE : (body.message ?? 'Request failed');
  return body.errors ? { message, errors: body.errors } : { message };
}
