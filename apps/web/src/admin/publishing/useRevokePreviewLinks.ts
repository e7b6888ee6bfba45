import { notifySuccess } from '../../notifications/notify';
import { trpc } from '../../trpc';
import { notifyRequestFailure } from '../shared/notifyRequestFailure';
import type { AdminKind } from './adminKind';

/** Stops every preview link of the item, saying how many stopped. */
export function useRevokePreviewLinks(kind: AdminKind, id: number, onDone: () => void) {
  const handlers = {
    onSuccess: ({ revoked }: { revoked: number }) => {
      onDone();
      notifySuccess(
        'Preview links revoked',
        revoked === 1 ? '1 link stopped working.' : `${revoked} links stopped working.`,
      );
    },
    onError: (error: Parameters<typeof notifyRequestFailure>[1]) => {
      onDone();
      notifyRequestFailure('Failed to revoke the preview links', error);
    },
  };
  const mutation = trpc.admin[kind].revokePreviewLinks.useMutation(handlers);
  return { revoke: () => mutation.mutate({ id }), isRevoking: mutation.isPending };
}
