import type { Subscriber } from '@studio/schemas';
import { notifySuccess } from '../../notifications/notify';
import { trpc } from '../../trpc';
import { notifyRequestFailure } from '../shared/notifyRequestFailure';
import { useDeleteConfirmation, type DeleteConfirmation } from '../shared/useDeleteConfirmation';

/** Removes an address from every list once the admin confirms; the counts and the dashboard follow. */
export function useRemoveSubscriber(): DeleteConfirmation<Subscriber> {
  const utils = trpc.useUtils();
  const mutation = trpc.admin.subscribers.remove.useMutation({
    onSuccess: ({ email, removed }) => {
      notifySuccess(
        'Subscriber removed',
        `${email} was removed from ${removed === 1 ? '1 list' : `${removed} lists`}.`,
      );
      void utils.admin.subscribers.invalidate();
      void utils.admin.dashboard.stats.invalidate();
    },
    onError: (error) => notifyRequestFailure('Failed to remove subscriber', error),
  });
  return useDeleteConfirmation(mutation, (subscriber) => `${subscriber.email} from every list`);
}
