import { VALIDATION_FAILED_MESSAGE, type ApiError } from '@studio/schemas';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../errors/databaseUnavailable';

interface AdapterErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
  /** trpc-to-openapi adds the raw zod issues to validation failures. */
  issues?: unknown[];
}

/**
 * The REST error answer: `{ message, errors? }`, whatever trpc-to-openapi added around it
 * (tRPC's error code, the raw zod issues, the procedure path).
 */
export function restErrorBody(status: number, payload: string): ApiError {
  const body = JSON.parse(payload) as AdapterErrorBody;
  const message =
    status === 503
      ? DATABASE_UNAVAILABLE_MESSAGE
      : body.issues
        ? VALIDATION_FAILED_MESSAGE
        : (body.message ?? 'Request failed');
  return body.errors ? { message, errors: body.errors } : { message };
}
