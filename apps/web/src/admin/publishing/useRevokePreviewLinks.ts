import { notifySuccess } from '../../notifications/notify';
import { trpc } from '../../trpc';
import { notifyRequestFailure } from '../shared/notifyRequestFailure';

/** Stops every preview link of the item, saying how many stopped. */
export function useRevokePreviewLinks(kind: 'blog' | 'apps', id: number, onDone: () => void) {
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
  const post = trpc.admin.blog.revokePreviewLinks.useMutation(handlers);
  const app = trpc.admin.apps.revokePreviewLinks.useMutation(handlers);
  const mutation = kind === 'blog' ? post : app;
  return { revoke: () => mutation.mutate({ id }), isRevoking: mutation.isPending };
}
