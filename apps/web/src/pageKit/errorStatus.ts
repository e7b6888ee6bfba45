import { failedCall } from '../apiErrors/failedCall';

/** The HTTP status a failed call answered, for the page that shows the failure; null when nothing failed. */
export function errorStatus(error: unknown): number | null {
  return error ? failedCall(error).status : null;
}
