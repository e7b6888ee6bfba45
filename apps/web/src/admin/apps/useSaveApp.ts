import type { AppRouter } from '@studio/router';
import type { App, AppInput } from '@studio/schemas';
import type { TRPCClientErrorLike } from '@trpc/client';
import { useNavigate } from 'react-router-dom';
import { notifyFailure, notifySuccess } from '../../notifications/notify';
import { trpc } from '../../trpc';
import { firstFieldErrors } from '../shared/firstFieldErrors';
import { isAuthFailure } from '../shared/isAuthFailure';
import { useRefreshAppCaches } from './useRefreshAppCaches';

interface SaveAppOptions {
  /** The edited app's id; null creates a new app. */
  id: number | null;
  /** Shows the API's per-field messages (e.g. a slug already taken) beside the fields. */
  onFieldErrors: (errors: Record<string, string>) => void;
}

export function useSaveApp({ id, onFieldErrors }: SaveAppOptions) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const refreshAppCaches = useRefreshAppCaches();
  const verb = id === null ? 'create' : 'update';

  const handlers = {
    onSuccess: (app: App) => {
      notifySuccess(
        id === null ? 'App created' : 'App updated',
        `"${app.name}" has been ${verb}d.`,
      );
      navigate('/admin/apps');
      void refreshAppCaches();
    },
    onError: (error: TRPCClientErrorLike<AppRouter>) => {
      if (isAuthFailure(error)) {
        notifyFailure('Authentication Required', `Please log in as an admin to ${verb} apps.`);
        // The cached user is out of date: without a reset the login page would send us home.
        void utils.auth.session.reset();
        navigate('/auth');
        return;
      }
      notifyFailure(`Failed to ${verb} app`, error.message);
      onFieldErrors(firstFieldErrors(error.data?.errors));
    },
  };
  const create = trpc.admin.apps.create.useMutation(handlers);
  const update = trpc.admin.apps.update.useMutation(handlers);

  const save = (input: AppInput) => {
    if (id === null) create.mutate(input);
    else update.mutate({ ...input, id });
  };

  return { save, isSaving: create.isPending || update.isPending };
}
