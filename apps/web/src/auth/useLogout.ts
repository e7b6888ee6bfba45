import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useNavigate } from 'react-router-dom';
import { PUBLIC_PATHS } from '@studio/schemas';
import { trpc } from '../trpc';
import { notifyFailure, notifySuccess } from '../notifications/notify';

export function useLogout(): { logout: () => void; isPending: boolean } {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = trpc.auth.logout.useMutation({
    onSuccess: async () => {
      navigate(PUBLIC_PATHS.home);
      // Admin data must not outlive the session that was allowed to read it.
      queryClient.removeQueries({ queryKey: getQueryKey(trpc.admin) });
      await utils.auth.session.reset();
      notifySuccess('Logged out successfully', 'See you next time.');
    },
    onError: (error) => notifyFailure('Logout failed', error.message),
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
