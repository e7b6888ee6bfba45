import type { PasswordChange } from '@studio/schemas';
import { notifySuccess } from '../../notifications/notify';
import { trpc } from '../../trpc';
import { fieldMessages } from '../../apiErrors/failedCall';
import { notifyRequestFailure } from '../shared/notifyRequestFailure';

interface PasswordChangeOptions {
  onChanged: () => void;
  /** Shows the API's per-field messages (e.g. a wrong current password) beside the fields. */
  onFieldErrors: (errors: Record<string, string>) => void;
}

export function usePasswordChange({ onChanged, onFieldErrors }: PasswordChangeOptions) {
  const mutation = trpc.account.changePassword.useMutation({
    onSuccess: () => {
      notifySuccess(
        'Password changed',
        'You stay signed in here; your other sessions have been signed out.',
      );
      onChanged();
    },
    meta: { signInPrompt: 'Please log in to change your password.' },
    onError: (error) => {
      notifyRequestFailure('Password not changed', error);
      onFieldErrors(fieldMessages(error));
    },
  });
  return {
    change: (input: PasswordChange) => mutation.mutate(input),
    isChanging: mutation.isPending,
  };
}
