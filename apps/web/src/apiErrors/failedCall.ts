import { apiErrorSchema, INTERNAL_ERROR_MESSAGE, type ApiError } from '@studio/schemas';
import { failedStatus } from './failedStatus';

/** What a failed call answered: its HTTP status and the API's error body, `{ message, errors? }`. */
export interface FailedCall extends ApiError {
  status: number;
}

/** The API's error body, or null for an answer the API did not make (a proxy's error page, a cut connection). */
export function apiErrorBody(body: unknown): ApiError | null {
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/**
 * A failed tRPC call as the API answered it: tRPC keeps the error body as the error's shape and the status
 * in its data. A failure the API did not answer reads as an unexpected one (500, never its internals).
 */
export function failedCall(error: unknown): FailedCall {
  const { shape } = (error ?? {}) as { shape?: unknown };
  return {
    status: failedStatus(error),
    ...(apiErrorBody(shape) ?? { message: INTERNAL_ERROR_MESSAGE }),
  };
}

/** The first message per field of a failed call, as a form shows them beside its fields. */
export function fieldMessages(error: unknown): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(failedCall(error).errors ?? {})) {
    if (messages[0]) first[field] = messages[0];
  }
  return first;
}
