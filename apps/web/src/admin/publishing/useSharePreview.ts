import type { PreviewLink } from '@studio/schemas';
import { notifySuccess } from '../../notifications/notify';
import { trpc } from '../../trpc';
import { notifyRequestFailure } from '../shared/notifyRequestFailure';
import type { AdminKind } from './adminKind';

/** Creates a preview link of the item and copies it, saying where it leads and until when. */
export function useSharePreview(kind: AdminKind, id: number) {
  const handlers = {
    onSuccess: async ({ url, expiresAt }: PreviewLink) => {
      const until = new Date(expiresAt).toLocaleDateString();
      try {
        await navigator.clipboard.writeText(url);
        notifySuccess(
          'Preview link copied',
          `Anyone with the link can see this page until ${until}: ${url}`,
        );
      } catch {
        // The browser may refuse the clipboard (no permission, insecure origin): the link is still shown.
        notifySuccess(
          'Preview link created',
          `Anyone with the link can see this page until ${until}: ${url}`,
        );
      }
    },
    onError: (error: Parameters<typeof notifyRequestFailure>[1]) =>
      notifyRequestFailure('Failed to create a preview link', error),
  };
  const mutation = trpc.admin[kind].previewLink.useMutation(handlers);
  return { share: () => mutation.mutate({ id }), isSharing: mutation.isPending };
}
