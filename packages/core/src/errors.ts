import { VALIDATION_FAILED_MESSAGE } from '@studio/schemas';

/**
 * What went wrong, in the domain's words. Each transport turns a kind into its answer in one place: the tRPC
 * procedures (packages/router `domainErrors.ts`) and the Fastify error handler (apps/api `errorReplies.ts`).
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unsupported-media-type'
  | 'unprocessable'
  | 'too-many-attempts'
  | 'unavailable';

/** A refusal the client can act on: its message is shown as it is, with messages per field when it has them. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Messages per input field, so forms can show them beside the fields. */
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const NOT_AUTHENTICATED = 'Not authenticated';
export const NOT_ADMIN = 'Admin access required';
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a moment.';

export const notFound = (message: string) => new DomainError('not-found', message);
export const unauthorized = (message: string) => new DomainError('unauthorized', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const tooManyAttempts = (message: string) => new DomainError('too-many-attempts', message);
export const conflict = (message: string) => new DomainError('conflict', message);

/** 409 for a value that must be unique, e.g. a slug another app already uses. */
export const fieldConflict = (field: string, message: string) =>
  new DomainError('conflict', message, { [field]: [message] });

/** 400 for values the schema allows but the server refuses, e.g. a wrong current password. */
export const invalidFields = (errors: Record<string, string[]>) =>
  new DomainError('invalid', VALIDATION_FAILED_MESSAGE, errors);

export const fieldInvalid = (field: string, message: string) =>
  invalidFields({ [field]: [message] });
