import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { useNavigate } from 'react-router-dom';
import { PUBLIC_PATHS } from '@studio/schemas';
import { procedureKey } from '../apiCalls/procedureKey';
import { SiteCallsContext } from '../apiCalls/siteCalls';
import { notifyFailure, notifySuccess } from '../notifications/notify';

export function useLogout(): { logout: () => void; isPending: boolean } {
  const calls = useContext(SiteCallsContext);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationKey: procedureKey('auth.logout'),
    mutationFn: () => calls.mutation('auth.logout'),
    onSuccess: async () => {
      navigate(PUBLIC_PATHS.home);
      // Admin data must not outlive the session that was allowed to read it.
      queryClient.removeQueries({ queryKey: procedureKey('admin') });
      await queryClient.resetQueries({ queryKey: procedureKey('auth.session') });
      notifySuccess('Logged out successfully', 'See you next time.');
    },
    onError: (error) => notifyFailure('Logout failed', error.message),
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
