import { isDatabaseUnavailable } from '@studio/db';
import { DATABASE_UNAVAILABLE_MESSAGE, VALIDATION_FAILED_MESSAGE } from '@studio/schemas';
import type { DomainErrorKind } from './errorKinds';

/**
 * A refusal the client can act on: its message is shown as it is, with messages per field when it has them.
 * Its kind says how each transport answers it (ERROR_KINDS).
 */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Messages per input field, so forms can show them beside the fields. */
    readonly errors?: Record<string, string[]>,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'DomainError';
  }
}

export const NOT_AUTHENTICATED = 'Not authenticated';
export const NOT_ADMIN = 'Admin access required';

/**
 * A failure as the client is told of it: a refusal as it is, and a database outage as `unavailable` (which
 * keeps the outage as its cause, for the log). Anything else is unexpected: undefined.
 */
export function domainErrorOf(error: unknown): DomainError | undefined {
  if (error instanceof DomainError) return error;
  if (!isDatabaseUnavailable(error)) return undefined;
  return new DomainError('unavailable', DATABASE_UNAVAILABLE_MESSAGE, undefined, { cause: error });
}

/** Whether a refusal is a database outage, which is logged as one rather than as each request's error. */
export const isOutage = (refusal: DomainError) => refusal.kind === 'unavailable';

export const notFound = (message: string) => new DomainError('not-found', message);
export const unauthorized = (message: string) => new DomainError('unauthorized', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const tooManyAttempts = (message: string) => new DomainError('too-many-attempts', message);
export const conflict = (message: string) => new DomainError('conflict', message);
/** 400 for a request the server cannot act on as a whole, e.g. a passkey that does not verify. */
export const invalidRequest = (message: string) => new DomainError('invalid', message);

/** 409 for a value that must be unique, e.g. a slug another app already uses. */
export const fieldConflict = (field: string, message: string) =>
  new DomainError('conflict', message, { [field]: [message] });

/** 400 for values the schema allows but the server refuses, e.g. a wrong current password. */
export const invalidFields = (errors: Record<string, string[]>) =>
  new DomainError('invalid', VALIDATION_FAILED_MESSAGE, errors);

export const fieldInvalid = (field: string, message: string) =>
  invalidFields({ [field]: [message] });
