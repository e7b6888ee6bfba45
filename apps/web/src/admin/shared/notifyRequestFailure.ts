import type { AppRouter } from '@studio/router';
import type { TRPCClientErrorLike } from '@trpc/client';
import { isUnauthenticated } from '../../auth/sessionLoss';
import { notifyFailure } from '../../notifications/notify';

/**
 * A failed request's notice, with the server's message. A lost session is the query client's to
 * announce (see auth/sessionLoss), so it gets no second notice here.
 */
export function notifyRequestFailure(title: string, error: TRPCClientErrorLike<AppRouter>): void {
  if (!isUnauthenticated(error)) notifyFailure(title, error.message);
}
