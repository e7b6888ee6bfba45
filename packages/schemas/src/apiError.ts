import type { z } from 'zod';
import * as zm from 'zod/mini';

/**
 * Every 4xx and 5xx answer of the API has this shape. Written with zod/mini (the same core, as a
 * tree-shakable build), because the browser checks the failed calls whose message it shows against it: with
 * zod itself this one schema would add about 24 KB (gzip) to each screen that does.
 */
export const apiErrorSchema = zm.object({
  message: zm.string(),
  errors: zm
    .optional(zm.record(zm.string(), zm.array(zm.string())))
    .register(zm.globalRegistry, { description: 'Validation messages per field' }),
});
export type ApiError = zm.infer<typeof apiErrorSchema>;

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
