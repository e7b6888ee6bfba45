import { VALIDATION_FAILED_MESSAGE, type ApiError } from '@studio/schemas';

interface AdapterErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
  /** trpc-to-openapi adds the raw zod issues to validation failures, and says "Input validation failed". */
  issues?: unknown[];
}

/**
 * The REST error answer: `{ message, errors? }` as the router's error formatter made it, without what
 * trpc-to-openapi added around it (tRPC's error code, the raw zod issues, the procedure path).
 */
export function restErrorBody(payload: string): ApiError {
  const body = JSON.parse(payload) as AdapterErrorBody;
  const message = body.issues ? VALIDATION_FAILED_MESSAGE : (body.message ?? 'Request failed');
  return body.errors ? { message, errors: body.errors } : { message };
}
