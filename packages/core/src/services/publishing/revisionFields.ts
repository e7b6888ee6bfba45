import { fieldErrors } from '@studio/schemas';
import type { z } from 'zod';
import { invalidFields } from '../../errors';

/**
 * A revision's content as the item's fields, checked by the item's input schema: content kept under older
 * rules is refused with its fields' messages, as the same save would be today.
 */
export function revisionFields<TSchema extends z.ZodType>(
  schema: TSchema,
  content: Record<string, unknown>,
): z.output<TSchema> {
  const parsed = schema.safeParse(content);
  if (!parsed.success) throw invalidFields(fieldErrors(parsed.error.issues));
  return parsed.data;
}
