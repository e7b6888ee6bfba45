import type { AppRouter } from '@studio/router';
import type { App, AppInput } from '@studio/schemas';
import type { TRPCClientErrorLike } from '@trpc/client';
import { useNavigate } from 'react-router-dom';
import { notifySuccess } from '../../notifications/notify';
import { trpc } from '../../trpc';
import { fieldMessages } from '../../apiErrors/failedCall';
import { notifyRequestFailure } from '../shared/notifyRequestFailure';
import { useRefreshAppCaches } from './useRefreshAppCaches';

interface SaveAppOptions {
  /** The edited app's id; null creates a new app. */
  id: number | null;
  /** Shows the API's per-field messages (e.g. a slug already taken) beside the fields. */
  onFieldErrors: (errors: Record<string, string>) => void;
  /** Runs once the save succeeded, before leaving the form (e.g. to forget the autosaved draft). */
  onSaved: () => void;
}

export function useSaveApp({ id, onFieldErrors, onSaved }: SaveAppOptions) {
  const navigate = useNavigate();
  const refreshAppCaches = useRefreshAppCaches();
  const verb = id === null ? 'create' : 'update';

  const handlers = {
    onSuccess: (app: App) => {
      notifySuccess(
        id === null ? 'App created' : 'App updated',
        `"${app.name}" has been ${verb}d.`,
      );
      onSaved();
      navigate('/admin/apps');
      void refreshAppCaches();
    },
    onError: (error: TRPCClientErrorLike<AppRouter>) => {
      notifyRequestFailure(`Failed to ${verb} app`, error);
      onFieldErrors(fieldMessages(error));
    },
  };
  const create = trpc.admin.apps.create.useMutation({
    ...handlers,
    meta: { signInPrompt: 'Please log in as an admin to create apps.' },
  });
  const update = trpc.admin.apps.update.useMutation({
    ...handlers,
    meta: { signInPrompt: 'Please log in as an admin to update apps.' },
  });

  const save = (input: AppInput) => {
    if (id === null) create.mutate(input);
    else update.mutate({ ...input, id });
  };

  return { save, isSaving: create.isPending || update.isPending };
}
