import { useContext, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { localizedPath } from '@studio/schemas';
import { queryUtils, type QueryUtils } from '../apiCalls/queryUtils';
import { SiteCallsContext } from '../apiCalls/siteCalls';
import { hasSignedIn } from '../auth/signedInHint';
import { sessionQuery } from '../auth/sessionQuery';
import type { QueryStore } from '../queryStore/queryStore';
import { useQueryStore } from '../queryStore/QueryStoreContext';
import { usePageLocale } from '../pageKit/pageLocale';
import { sendEvent } from './sendEvent';

/** The sign-in page and the admin area are not the public site: their visits are not counted. */
const NOT_PUBLIC = /^\/(admin|auth)(\/|$)/;

/**
 * Whether the admin is the one browsing. A browser that never signed in is nobody's: it is not asked (its
 * pages make no call and load no API client). Any other asks the session, once for all its pages.
 */
async function isAdminBrowsing(store: QueryStore, utils: QueryUtils): Promise<boolean> {
  if (!hasSignedIn()) return false;
  const session = await store.fetch(sessionQuery.storeQuery(utils));
  return session.status === 'success' && (session.data?.isAdmin ?? false);
}

/**
 * Sends a view for every public page the visitor opens, at its address in the page's language (React Router's
 * path leaves the language's prefix out), but none of the admin's own browsing (the server leaves it out too).
 * It asks from an effect, not while rendering, so a visitor's page hydrates undisturbed.
 */
export function usePageViews(): void {
  const { pathname: routerPath } = useLocation();
  const pathname = localizedPath(routerPath, usePageLocale());
  const store = useQueryStore();
  const utils = queryUtils(useContext(SiteCallsContext));
  // Strict Mode runs effects twice in development: one view per page all the same.
  const counted = useRef<string | null>(null);

  useEffect(() => {
    if (NOT_PUBLIC.test(pathname) || counted.current === pathname) return;
    counted.current = pathname;
    void isAdminBrowsing(store, utils).then((isAdmin) => {
      if (!isAdmin) sendEvent({ type: 'view', path: pathname });
    });
  }, [pathname, store, utils]);
}
