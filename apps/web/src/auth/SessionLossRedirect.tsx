import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PUBLIC_PATHS } from '@studio/schemas';
import { onSessionLost } from './sessionLoss';

/**
 * Goes to the sign-in page when the query client finds the session gone; the admin guard renders it
 * around every admin screen.
 */
export function SessionLossRedirect() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionLost(() => {
        navigate(PUBLIC_PATHS.signIn);
      }),
    [navigate],
  );
  return null;
}
