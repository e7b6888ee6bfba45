import { failedStatus } from '../apiErrors/failedStatus';

/** The HTTP status a failed call answered, for the page that shows the failure; null when nothing failed. */
export function errorStatus(error: unknown): number | null {
  return error ? failedStatus(error) : null;
}
