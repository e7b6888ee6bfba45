import type { PasswordChange } from '@studio/schemas';
import { useNavigate } from 'react-router-dom';
import { notifyFailure, notifySuccess } from '../../notifications/notify';
import { trpc } from '../../trpc';
import { firstFieldErrors } from '../shared/firstFieldErrors';
import { isAuthFailure } from '../shared/isAuthFailure';

interface PasswordChangeOptions {
  onChanged: () => void;
  /** Shows the API's per-field messages (e.g. a wrong current password) beside the fields. */
  onFieldErrors: (errors: Record<string, string>) => void;
}

export function usePasswordChange({ onChanged, onFieldErrors }: PasswordChangeOptions) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const mutation = trpc.account.changePassword.useMutation({
    onSuccess: () => {
      notifySuccess(
        'Password changed',
        'You stay signed in here; your other sessions have been signed out.',
      );
      onChanged();
    },
    onError: (error) => {
      if (isAuthFailure(error)) {
        notifyFailure('Authentication Required', 'Please log in to change your password.');
        // The cached user is out of date: without a reset the login page would send us home.
        void utils.auth.session.reset();
        navigate('/auth');
        return;
      }
      notifyFailure('Password not changed', error.message);
      onFieldErrors(firstFieldErrors(error.data?.errors));
    },
  });
  return {
    change: (input: PasswordChange) => mutation.mutate(input),
    isChanging: mutation.isPending,
  };
}
