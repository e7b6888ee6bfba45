import type { PrivacyDeclaration } from '@studio/schemas';
import { fieldMessages } from '../../../apiErrors/failedCall';
import { notifySuccess } from '../../../notifications/notify';
import { trpc } from '../../../trpc';
import { notifyRequestFailure } from '../../shared/notifyRequestFailure';
import { useRefreshAppCaches } from '../useRefreshAppCaches';

/** Saves the app's declaration; its privacy page and store readiness are then read anew. */
export function useSavePrivacyDeclaration(
  appId: number,
  onFieldErrors: (errors: Record<string, string>) => void,
) {
  const refreshAppCaches = useRefreshAppCaches();
  const save = trpc.admin.apps.savePrivacyDeclaration.useMutation({
    onSuccess: () => {
      notifySuccess('Privacy declaration saved', "The app's privacy page shows it now.");
      void refreshAppCaches();
    },
    onError: (error) => {
      notifyRequestFailure('Failed to save the privacy declaration', error);
      onFieldErrors(fieldMessages(error));
    },
  });
  return {
    save: (declaration: PrivacyDeclaration) => save.mutate({ id: appId, ...declaration }),
    isSaving: save.isPending,
  };
}
