import type { Credentials } from '@studio/schemas';
import { trpc } from '../trpc';
import { notifyFailure, notifySuccess } from '../notifications/notify';

export function useLogin(): {
  submit: (credentials: Credentials) => void;
  isPending: boolean;
  isSuccess: boolean;
} {
  const utils = trpc.useUtils();
  const mutation = trpc.auth.login.useMutation();

  const submit = (credentials: Credentials) =>
    // Per-call callbacks run once the mutation already reads as successful, so the page that
    // sees the new user also sees isSuccess and sends the user to the right place.
    mutation.mutate(credentials, {
      onSuccess: (user) => {
        utils.auth.session.setData(undefined, user);
        notifySuccess('Login successful', `Welcome back, ${user.username}!`);
      },
      onError: (error) => notifyFailure('Login failed', error.message),
    });

  return { submit, isPending: mutation.isPending, isSuccess: mutation.isSuccess };
}
