import type { ReleaseInput } from '@studio/schemas';
import { fieldMessages } from '../../../apiErrors/failedCall';
import { notifySuccess } from '../../../notifications/notify';
import { trpc } from '../../../trpc';
import { notifyRequestFailure } from '../../shared/notifyRequestFailure';
import { useRefreshAppCaches } from '../useRefreshAppCaches';

interface SaveReleaseOptions {
  appId: number;
  onSaved: () => void;
  onFieldErrors: (errors: Record<string, string>) => void;
}

/** Adds a release to the app, or replaces one (by its id); the public pages then read it anew. */
export function useSaveRelease({ appId, onSaved, onFieldErrors }: SaveReleaseOptions) {
  const utils = trpc.useUtils();
  const refreshAppCaches = useRefreshAppCaches();
  const handlers = (verb: string) => ({
    onSuccess: () => {
      notifySuccess(`Release ${verb}`, `The release has been ${verb}.`);
      onSaved();
      void utils.admin.releases.invalidate();
      void refreshAppCaches();
    },
    onError: (error: Parameters<typeof notifyRequestFailure>[1]) => {
      notifyRequestFailure('Failed to save the release', error);
      onFieldErrors(fieldMessages(error));
    },
  });
  const create = trpc.admin.releases.create.useMutation(handlers('added'));
  const update = trpc.admin.releases.update.useMutation(handlers('updated'));
  const save = (releaseId: number | null, input: ReleaseInput) => {
    if (releaseId === null) create.mutate({ ...input, id: appId });
    else update.mutate({ ...input, id: appId, releaseId });
  };
  return { save, isSaving: create.isPending || update.isPending };
}
