import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useCurrentUser } from '../auth/useCurrentUser';
import { sendEvent } from './sendEvent';

/** The sign-in page and the admin area are not the public site: their visits are not counted. */
const NOT_PUBLIC = /^\/(admin|auth)(\/|$)/;

/**
 * Sends a view for every public page the visitor opens. It waits for the session check the header makes
 * anyway, so that the admin's own browsing is not sent at all (the server leaves it out too).
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const { user, isLoading } = useCurrentUser();
  const isAdmin = user?.isAdmin ?? false;
  // Strict Mode runs effects twice in development: one view per page all the same.
  const counted = useRef<string | null>(null);

  useEffect(() => {
    if (isLoading || isAdmin || NOT_PUBLIC.test(pathname) || counted.current === pathname) return;
    counted.current = pathname;
    sendEvent({ type: 'view', path: pathname });
  }, [pathname, isLoading, isAdmin]);
}
