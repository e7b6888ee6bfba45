import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { adminRoute } from './admin/adminRoute';
import { signInRoute } from './auth/signInRoute';
import { Layout } from './layout/Layout';
import { aboutRoute } from './pages/about/aboutRoute';
import { appDetailRoute } from './pages/app-detail/appDetailRoute';
import { appDocumentRoutes } from './pages/app-document/appDocumentRoutes';
import { pressKitRoute } from './pages/app-press/pressKitRoute';
import { releasesRoute } from './pages/app-releases/releasesRoute';
import { appsRoute, categoryRoute } from './pages/apps/appsRoutes';
import { blogRoute, postRoute } from './pages/blog/blogRoutes';
import { contactRoute } from './pages/contact/contactRoute';
import { homeRoute } from './pages/home/homeRoute';
import { legalRoutes } from './pages/legal/legalRoutes';
import { studioPressRoute } from './pages/press/studioPressRoute';
import { NotFoundPage } from './pages/not-found/NotFoundPage';
import { previewRoute } from './pages/preview/previewRoute';
import { confirmationRoute } from './pages/subscription-confirm/confirmationRoute';
import { unsubscribeRoute } from './pages/unsubscribe/unsubscribeRoute';
import { CurrentPageContext, type PageMatch } from './pageKit/currentPage';
import type { PageRoute } from './pageKit/pageRoute';

/** The spec's route table: each screen is declared in its own folder (what the server does for it: ssr/servedPages.ts). */
export const PAGE_ROUTES: readonly PageRoute[] = [
  homeRoute,
  appsRoute,
  categoryRoute,
  appDetailRoute,
  ...appDocumentRoutes,
  pressKitRoute,
  releasesRoute,
  aboutRoute,
  blogRoute,
  postRoute,
  contactRoute,
  studioPressRoute,
  ...legalRoutes,
  previewRoute,
  confirmationRoute,
  unsubscribeRoute,
  signInRoute,
  adminRoute,
];

/** Every screen shares the layout; any other path is the not-found screen. */
const ROUTE_OBJECTS: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...PAGE_ROUTES.map(({ path, page: { Component } }) => ({ path, element: <Component /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The screen of the current address, inside what the layout knows of it. */
export function AppRoutes() {
  const page = matchPage(useLocation().pathname);
  return (
    <CurrentPageContext.Provider value={page}>
      {useRoutes(ROUTE_OBJECTS)}
    </CurrentPageContext.Provider>
  );
}

/**
 * Whether the route table renders any screen for a path, the not-found screen included. React Router's
 * patterns never match some decoded characters (a line break, say): such a path has no screen at all.
 */
export function hasScreen(pathname: string): boolean {
  return matchRoutes(ROUTE_OBJECTS, pathname) !== null;
}

/** The route a path opens, with its parameters; null when only the not-found screen matches. */
export function matchPage(pathname: string): PageMatch | null {
  const match = matchRoutes(ROUTE_OBJECTS, pathname)?.at(-1);
  if (!match) return null;
  const index = ROUTE_OBJECTS[0]!.children!.indexOf(match.route);
  const route = PAGE_ROUTES[index];
  return route ? { route, params: match.params } : null;
}
