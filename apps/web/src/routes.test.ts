import {
  appDocumentPath,
  appPath,
  categoryPath,
  matchRoute,
  postPath,
  PUBLIC_PATHS,
  PUBLIC_ROUTES,
  ROUTE_NAMES,
  routeEntry,
} from '@studio/schemas';
import { adminRoute } from './admin/adminRoute';
import { signInRoute } from './auth/signInRoute';
import { aboutRoute } from './pages/about/aboutRoute';
import { appDetailRoute } from './pages/app-detail/appDetailRoute';
import { appDocumentRoutes } from './pages/app-document/appDocumentRoutes';
import { appsRoute, categoryRoute } from './pages/apps/appsRoutes';
import { blogRoute, postRoute } from './pages/blog/blogRoutes';
import { homeRoute } from './pages/home/homeRoute';
import { matchPage, PAGE_ROUTES } from './routes';

describe('the route table', () => {
  it.each([
    [PUBLIC_PATHS.home, homeRoute],
    [PUBLIC_PATHS.apps, appsRoute],
    [categoryPath('Game'), categoryRoute],
    [appPath('star-hopper'), appDetailRoute],
    [appDocumentPath('star-hopper', 'terms'), appDocumentRoutes[0]],
    [appDocumentPath('star-hopper', 'privacy'), appDocumentRoutes[1]],
    [appDocumentPath('star-hopper', 'accountDeletion'), appDocumentRoutes[2]],
    [PUBLIC_PATHS.about, aboutRoute],
    [PUBLIC_PATHS.blog, blogRoute],
    [postPath('a-post'), postRoute],
    [PUBLIC_PATHS.signIn, signInRoute],
    ['/admin/apps/edit/3', adminRoute],
  ])('opens %s with the route declared for it', (pathname, route) => {
    expect(matchPage(pathname)?.route).toBe(route);
  });

  it('gives parameters as the page reads them', () => {
    expect(matchPage(categoryPath('game'))?.params).toMatchObject({ category: 'game' });
    expect(matchPage(appDocumentPath('star-hopper', 'privacy'))?.params).toMatchObject({
      slug: 'star-hopper',
    });
  });

  it('leaves any other path to the not-found screen', () => {
    expect(matchPage('/no/such/page')).toBeNull();
    expect(matchPage('/apps/star-hopper/no-such-document')).toBeNull();
  });

  it("holds one screen for each page of @studio/schemas' table, at the table's pattern", () => {
    const screens = ROUTE_NAMES.filter((name) => !routeEntry(name).file);
    expect(PAGE_ROUTES.map((route) => route.name).sort()).toEqual([...screens].sort());
    for (const route of PAGE_ROUTES) expect(route.path).toBe(PUBLIC_ROUTES[route.name].pattern);
  });

  it.each([
    '/',
    '/apps/category/Game',
    '/apps/star-hopper',
    '/apps/star-hopper/press',
    '/apps/star-hopper/releases',
    '/apps/category/press',
    '/press',
    '/preview/3q2',
    '/subscriptions/unsubscribe/3q2',
    '/admin/apps/edit/3',
  ])('opens %s on the route the table reads in it', (pathname) => {
    expect(matchPage(pathname)?.route.name).toBe(matchRoute(pathname)?.name);
  });

  it('renders the browser-only screens of the signed-in area, as the table says', () => {
    expect(PAGE_ROUTES.filter((route) => route.clientOnly).map((route) => route.name)).toEqual([
      'signIn',
      'admin',
    ]);
  });
});
