import { VALIDATION_FAILED_MESSAGE } from '@studio/schemas';
import { TRPCError } from '@trpc/server';

/** The cause of an error that belongs to particular input fields, so forms can show it beside them. */
export class FieldErrorsCause extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super(Object.values(errors).flat().join(' '));
    this.name = 'FieldErrorsCause';
  }
}

/** 409 for a value that must be unique, e.g. a slug another app already uses. */
export function fieldConflict(field: string, message: string): TRPCError {
  return new TRPCError({
    code: 'CONFLICT',
    message,
    cause: new FieldErrorsCause({ [field]: [message] }),
  });
}

/** 400 for a value the schema allows but the server refuses, e.g. a wrong current password. */
export function fieldInvalid(field: string, message: string): TRPCError {
  return new TRPCError({
    code: 'BAD_REQUEST',
    message: VALIDATION_FAILED_MESSAGE,
    cause: new FieldErrorsCause({ [field]: [message] }),
  });
}
