import { useContext, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PUBLIC_PATHS } from '@studio/schemas';
import { SiteCallsContext } from '../apiCalls/siteCalls';
import { notifyFailure, notifySuccess } from '../notifications/notify';
import { useQueryStore } from '../queryStore/QueryStoreContext';
import { SESSION_KEY } from './sessionQuery';

export function useLogout(): { logout: () => void; isPending: boolean } {
  const calls = useContext(SiteCallsContext);
  const store = useQueryStore();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    try {
      await calls.mutation('auth.logout');
      navigate(PUBLIC_PATHS.home);
      // Nobody is signed in now: the signed-in area's data goes with the user (see queryClient.ts).
      store.setData(SESSION_KEY, null);
      notifySuccess('Logged out successfully', 'See you next time.');
    } catch (error) {
      notifyFailure('Logout failed', (error as Error).message);
    } finally {
      setPending(false);
    }
  };
  return { logout: () => void logout(), isPending };
}
