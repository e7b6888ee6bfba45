import { domainErrorOf, ERROR_KINDS } from '@studio/core';
import { TRPCError } from '@trpc/server';

/**
 * The one place where a failure becomes the tRPC error of its kind (and so the HTTP status of both mounts):
 * a service's refusal, or a database outage. Anything else stays unexpected: undefined.
 */
export function trpcErrorOf(error: unknown): TRPCError | undefined {
  const refusal = domainErrorOf(error);
  if (!refusal) return undefined;
  const { trpcCode } = ERROR_KINDS[refusal.kind];
  return new TRPCError({ code: trpcCode, message: refusal.message, cause: refusal });
}
