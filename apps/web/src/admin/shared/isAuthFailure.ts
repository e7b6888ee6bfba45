import type { AppRouter } from '@studio/router';
import type { TRPCClientErrorLike } from '@trpc/client';

/** The session is gone (or never was): the API answered 401 or said "Not authenticated". */
export function isAuthFailure(error: TRPCClientErrorLike<AppRouter>): boolean {
  return error.data?.code === 'UNAUTHORIZED' || error.message.includes('Not authenticated');
}
