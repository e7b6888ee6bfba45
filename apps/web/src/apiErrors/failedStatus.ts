/**
 * The HTTP status a failed tRPC call answered (tRPC keeps it in the error's data); 500 when it says none.
 * Apart from failedCall, which checks the error body: the public pages need the status only, and their first
 * load then carries no schema library.
 */
export function failedStatus(error: unknown): number {
  const { data } = (error ?? {}) as { data?: { httpStatus?: unknown } };
  return typeof data?.httpStatus === 'number' ? data.httpStatus : 500;
}
