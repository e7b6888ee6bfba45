import { appDocumentPath, appPath, categoryPath, postPath, PUBLIC_PATHS } from '@studio/schemas';
import { adminRoute } from './admin/adminRoute';
import { signInRoute } from './auth/signInRoute';
import { aboutRoute } from './pages/about/aboutRoute';
import { appDetailRoute } from './pages/app-detail/appDetailRoute';
import { appDocumentRoutes } from './pages/app-document/appDocumentRoutes';
import { appsRoute, categoryRoute } from './pages/apps/appsRoutes';
import { blogRoute, postRoute } from './pages/blog/blogRoutes';
import { homeRoute } from './pages/home/homeRoute';
import { matchPage } from './routes';

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
});
