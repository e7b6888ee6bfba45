import { PUBLIC_ROUTES, type RouteName } from '@studio/schemas';
import type { PageComponent } from './pageComponent';
import type { RouteLanguages } from './routeLanguages';

/** The routes of the table (@studio/schemas' PUBLIC_ROUTES) that are screens, not files the server writes. */
export type ScreenName = {
  [TName in RouteName]: (typeof PUBLIC_ROUTES)[TName] extends { file: true } ? never : TName;
}[RouteName];

/**
 * One screen of the route table, declared in its page's folder: which route of the table it shows, and what.
 * What the server does for it besides (its data, its sitemap entries) is its serving, beside it
 * (`<page>Serving.ts`, a pageServing.ts `PageServing`), which the browser's code never carries.
 */
export interface PageRoute {
  name: ScreenName;
  /** The route's pattern in the table, in react-router's syntax: '/', '/apps/:slug'. */
  path: string;
  page: PageComponent;
  /** Rendered in the browser only (sign-in, the admin area; `signedIn` in the table): the server sends the bare shell. */
  clientOnly?: true;
  /** The languages a page of the route exists in, when not all of the site's. */
  languages?: RouteLanguages;
}

/** The screen of a route of the table. */
export function pageRoute(
  name: ScreenName,
  page: PageComponent,
  languages?: RouteLanguages,
): PageRoute {
  const { pattern, audience } = PUBLIC_ROUTES[name];
  if (audience === 'signedIn') return { name, path: pattern, page, clientOnly: true };
  return languages ? { name, path: pattern, page, languages } : { name, path: pattern, page };
}
