import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { onSessionLost } from './sessionLoss';

/** Inside the router: goes to the sign-in page when the query client finds the session gone. */
export function SessionLossRedirect() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionLost(() => {
        navigate('/auth');
      }),
    [navigate],
  );
  return null;
}
