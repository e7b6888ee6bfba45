import { appDocumentPath, categoryPath, PUBLIC_PATHS } from './publicPaths';
import {
  isLocalizedRoute,
  localizedPath,
  matchRoute,
  readsLocalePrefix,
  splitLocale,
  PUBLIC_ROUTES,
  ROUTE_NAMES,
  routeEntry,
  routePath,
  type RouteMatch,
  type RouteName,
} from './publicRoutes';

/** Parameters for every route of the table, so that each is built and read back. */
const EXAMPLES: { [TName in RouteName]: Extract<RouteMatch, { name: TName }>['params'] } = {
  home: {},
  apps: {},
  category: { category: 'Game' },
  app: { slug: 'space-miner' },
  appTerms: { slug: 'space-miner' },
  appPrivacy: { slug: 'space-miner' },
  appAccountDeletion: { slug: 'space-miner' },
  appPress: { slug: 'space-miner' },
  appPressZip: { slug: 'space-miner' },
  appReleases: { slug: 'space-miner' },
  appReleasesFeed: { slug: 'space-miner' },
  about: {},
  blog: {},
  post: { slug: 'dev-diary' },
  contact: {},
  press: {},
  terms: {},
  privacy: {},
  cookies: {},
  preview: { token: '3q2-x_Y' },
  subscriptionConfirm: { token: '3q2-x_Y' },
  subscriptionUnsubscribe: { token: '3q2-x_Y' },
  sitemap: {},
  feed: {},
  localeFeed: { locale: 'de' },
  localeAppReleasesFeed: { locale: 'de', slug: 'space-miner' },
  localeAppPressZip: { locale: 'de', slug: 'space-miner' },
  robots: {},
  signIn: {},
  admin: { '*': 'apps/12' },
};

const build = (name: RouteName, params: Record<string, string>) =>
  (routePath as (name: RouteName, params?: Record<string, string>) => string)(name, params);

describe('the route table', () => {
  it.each(ROUTE_NAMES)('builds %s and reads it back', (name) => {
    const path = build(name, EXAMPLES[name]);
    expect(matchRoute(path)).toEqual({ name, params: EXAMPLES[name] });
  });

  it('builds the addresses the site has always had', () => {
    expect(ROUTE_NAMES.map((name) => build(name, EXAMPLES[name]))).toEqual([
      '/',
      '/apps',
      '/apps/category/Game',
      '/apps/space-miner',
      '/apps/space-miner/terms',
      '/apps/space-miner/privacy',
      '/apps/space-miner/account-deletion',
      '/apps/space-miner/press',
      '/apps/space-miner/press.zip',
      '/apps/space-miner/releases',
      '/apps/space-miner/releases.xml',
      '/about',
      '/blog',
      '/blog/dev-diary',
      '/contact',
      '/press',
      '/terms',
      '/privacy',
      '/cookies',
      '/preview/3q2-x_Y',
      '/subscriptions/confirm/3q2-x_Y',
      '/subscriptions/unsubscribe/3q2-x_Y',
      '/sitemap.xml',
      '/feed.xml',
      '/de/feed.xml',
      '/de/apps/space-miner/releases.xml',
      '/de/apps/space-miner/press.zip',
      '/robots.txt',
      '/auth',
      '/admin/apps/12',
    ]);
    expect(appDocumentPath('hop', 'accountDeletion')).toBe(
      routePath('appAccountDeletion', { slug: 'hop' }),
    );
    expect(PUBLIC_PATHS.press).toBe(routePath('press'));
  });

  it('encodes each parameter as one segment, and reads it back as it is in the path', () => {
    const path = categoryPath('Board Games');
    expect(path).toBe('/apps/category/Board%20Games');
    expect(matchRoute(path)).toEqual({ name: 'category', params: { category: 'Board%20Games' } });
    expect(matchRoute('/apps/a%2Fb')).toEqual({ name: 'app', params: { slug: 'a%2Fb' } });
  });

  it('prefers a static segment to a parameter, as React Router does', () => {
    expect(matchRoute('/apps/category/press')).toEqual({
      name: 'category',
      params: { category: 'press' },
    });
    expect(matchRoute('/apps/category')).toEqual({ name: 'app', params: { slug: 'category' } });
    expect(matchRoute('/apps/press/press')).toEqual({
      name: 'appPress',
      params: { slug: 'press' },
    });
  });

  it('reads the whole admin area as one route', () => {
    expect(matchRoute('/admin')).toEqual({ name: 'admin', params: { '*': '' } });
    expect(matchRoute('/admin/blog/3/revisions')).toEqual({
      name: 'admin',
      params: { '*': 'blog/3/revisions' },
    });
  });

  it.each([
    '',
    'apps',
    '/apps/',
    '/about/',
    '/About',
    '/apps/space-miner/reviews',
    '/apps/space-miner/press/more',
    '/apps//press',
    '/apps/category/',
    '/blog/',
    '/preview',
    '/subscriptions',
    '/subscriptions/confirm',
    '/sitemap.xml/',
    '/apps/space-miner/feed.xml',
    '/api/apps',
    '/wp-login.php',
    '/administrator',
  ])('reads no route in %j', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('says who each page is for', () => {
    const byAudience = (audience: string) =>
      ROUTE_NAMES.filter((name) => PUBLIC_ROUTES[name].audience === audience);
    expect(byAudience('private')).toEqual([
      'preview',
      'subscriptionConfirm',
      'subscriptionUnsubscribe',
    ]);
    expect(byAudience('signedIn')).toEqual(['signIn', 'admin']);
    expect(ROUTE_NAMES.filter((name) => routeEntry(name).file)).toEqual([
      'appPressZip',
      'appReleasesFeed',
      'sitemap',
      'feed',
      'localeFeed',
      'localeAppReleasesFeed',
      'localeAppPressZip',
      'robots',
    ]);
  });
});

describe('the addresses in other locales', () => {
  it("put the locale's tag in front of the default locale's address", () => {
    expect(localizedPath('/', 'de')).toBe('/de');
    expect(localizedPath(routePath('category', { category: 'Game' }), 'de')).toBe(
      '/de/apps/category/Game',
    );
    expect(localizedPath(routePath('app', { slug: 'space-miner' }), 'pt-BR')).toBe(
      '/pt-BR/apps/space-miner',
    );
    expect(localizedPath('/apps', null)).toBe('/apps');
  });

  it("are read back to their locale and the default locale's address", () => {
    for (const name of ROUTE_NAMES.filter(isLocalizedRoute)) {
      const path = build(name, EXAMPLES[name]);
      expect(splitLocale(localizedPath(path, 'ja'), ['de', 'ja'])).toEqual({ locale: 'ja', path });
    }
  });

  it("read a prefix in front of the localized pages, the preview and a subscriber's links, and nowhere else", () => {
    expect(ROUTE_NAMES.filter(isLocalizedRoute).every(readsLocalePrefix)).toBe(true);
    expect(
      ROUTE_NAMES.filter((name) => readsLocalePrefix(name) && !isLocalizedRoute(name)),
    ).toEqual(['preview', 'subscriptionConfirm', 'subscriptionUnsubscribe']);
  });

  it("leave the default locale's addresses and unknown tags as they are", () => {
    expect(splitLocale('/apps', ['de'])).toEqual({ locale: null, path: '/apps' });
    expect(splitLocale('/fr/apps', ['de'])).toEqual({ locale: null, path: '/fr/apps' });
    expect(splitLocale('/', ['de'])).toEqual({ locale: null, path: '/' });
    expect(splitLocale('/dex', ['de'])).toEqual({ locale: null, path: '/dex' });
  });

  it('exist for the pages for every visitor, not for files, private links or the admin area', () => {
    expect(ROUTE_NAMES.filter((name) => !isLocalizedRoute(name)).sort()).toEqual(
      [
        'admin',
        'appPressZip',
        'appReleasesFeed',
        'feed',
        'localeFeed',
        'localeAppReleasesFeed',
        'localeAppPressZip',
        'preview',
        'robots',
        'signIn',
        'sitemap',
        'subscriptionConfirm',
        'subscriptionUnsubscribe',
      ].sort(),
    );
  });
});
