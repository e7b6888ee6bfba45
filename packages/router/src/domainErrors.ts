import { DomainError, type DomainErrorKind } from '@studio/core';
import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';

const CODES: Record<DomainErrorKind, TRPC_ERROR_CODE_KEY> = {
  invalid: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  'not-found': 'NOT_FOUND',
  conflict: 'CONFLICT',
  'too-large': 'PAYLOAD_TOO_LARGE',
  'unsupported-media-type': 'UNSUPPORTED_MEDIA_TYPE',
  unprocessable: 'UNPROCESSABLE_CONTENT',
  'too-many-attempts': 'TOO_MANY_REQUESTS',
  unavailable: 'SERVICE_UNAVAILABLE',
};

/** The one place where a service's refusal becomes a tRPC error (and so the HTTP status of both mounts). */
export function trpcErrorOf(error: unknown): TRPCError | undefined {
  if (!(error instanceof DomainError)) return undefined;
  return new TRPCError({ code: CODES[error.kind], message: error.message, cause: error });
}
