import type { AppSummary } from '@studio/schemas';
import { notifySuccess } from '../../notifications/notify';
import { trpc } from '../../trpc';
import { notifyRequestFailure } from '../shared/notifyRequestFailure';
import { useDeleteConfirmation, type DeleteConfirmation } from '../shared/useDeleteConfirmation';
import { useRefreshAppCaches } from './useRefreshAppCaches';

/** Deletes an app once the admin confirms. */
export function useDeleteApp(): DeleteConfirmation<AppSummary> {
  const refreshAppCaches = useRefreshAppCaches();
  const mutation = trpc.admin.apps.delete.useMutation({
    onSuccess: () => {
      notifySuccess('App deleted', 'The app has been successfully deleted.');
      void refreshAppCaches();
    },
    onError: (error) => notifyRequestFailure('Failed to delete app', error),
  });
  return useDeleteConfirmation(mutation, (app) => `the app "${app.name}"`);
}
