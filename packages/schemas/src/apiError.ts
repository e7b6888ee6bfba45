import { z } from 'zod';

/** Every 4xx and 5xx answer of the API has this shape. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z
    .record(z.string(), z.array(z.string()))
    .optional()
    .describe('Validation messages per field'),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const VALIDATION_FAILED_MESSAGE = 'Please correct the highlighted fields.';
/** What a client hears of an unexpected failure (never its internals). */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';
/** What a client hears while the database cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a moment.';

/** Groups zod issues by their top-level field, e.g. { slug: ['Slug can only contain ...'] }. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length ? String(issue.path[0]) : '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
