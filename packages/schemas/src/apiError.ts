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

/** Groups zod issues by their top-level field, e.g. { slug: ['Slug can only contain ...'] }. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length ? String(issue.path[0]) : '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
