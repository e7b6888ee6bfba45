import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { fieldConflict } from '../errors';

/**
 * Runs a write whose only unique value is `field`; when PostgreSQL refuses a duplicate, answers 409 on that field.
 * Catching the database's refusal (not checking first) stays right when two requests race.
 */
export async function conflictOnDuplicate<T>(
  field: string,
  message: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw fieldConflict(field, message);
    throw error;
  }
}
