/** The HTTP status a failed call answered (tRPC errors carry it), for the page that shows the failure. */
export function errorStatus(
  error: { data?: { httpStatus?: number } | null } | null,
): number | null {
  if (!error) return null;
  return error.data?.httpStatus ?? 500;
}
