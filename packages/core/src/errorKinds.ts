/**
 * What can go wrong, in the domain's words, and how every transport answers it: the HTTP status of plain
 * routes and REST calls, and the tRPC code of procedures (tRPC answers each code with the same status).
 * Services never name a status or a code; they throw a DomainError of one of these kinds.
 */
export const ERROR_KINDS = {
  invalid: { status: 400, trpcCode: 'BAD_REQUEST' },
  unauthorized: { status: 401, trpcCode: 'UNAUTHORIZED' },
  forbidden: { status: 403, trpcCode: 'FORBIDDEN' },
  'not-found': { status: 404, trpcCode: 'NOT_FOUND' },
  conflict: { status: 409, trpcCode: 'CONFLICT' },
  'too-large': { status: 413, trpcCode: 'PAYLOAD_TOO_LARGE' },
  'unsupported-media-type': { status: 415, trpcCode: 'UNSUPPORTED_MEDIA_TYPE' },
  unprocessable: { status: 422, trpcCode: 'UNPROCESSABLE_CONTENT' },
  'too-many-attempts': { status: 429, trpcCode: 'TOO_MANY_REQUESTS' },
  /** The database cannot be reached (see domainErrorOf): try again in a moment. */
  unavailable: { status: 503, trpcCode: 'SERVICE_UNAVAILABLE' },
} as const;

export type DomainErrorKind = keyof typeof ERROR_KINDS;
