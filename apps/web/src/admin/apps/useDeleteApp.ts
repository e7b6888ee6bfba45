import type { AppSummary } from '@studio/schemas';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '../../auth/notify';
import { trpc } from '../../trpc';
import { useRefreshAppCaches } from './useRefreshAppCaches';

/** The delete confirmation's state for one app at a time. */
export function useDeleteApp() {
  const [target, setTarget] = useState<AppSummary | null>(null);
  const refreshAppCaches = useRefreshAppCaches();
  const mutation = trpc.admin.apps.delete.useMutation({
    onSuccess: async () => {
      setTarget(null);
      notifySuccess('App deleted', 'The app has been successfully deleted.');
      await refreshAppCaches();
    },
    onError: (error) => notifyFailure('Failed to delete app', error.message),
  });

  return {
    subject: target ? `the app "${target.name}"` : null,
    isDeleting: mutation.isPending,
    ask: setTarget,
    cancel: () => setTarget(null),
    confirm: () => {
      if (target) mutation.mutate({ id: target.id });
    },
  };
}
