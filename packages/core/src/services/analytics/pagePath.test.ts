import { publicPage } from './pagePath';

describe('public pages as analytics counts them', () => {
  it.each([
    '/',
    '/apps',
    '/about',
    '/blog',
    '/contact',
    '/press',
    '/terms',
    '/privacy',
    '/cookies',
  ])('counts %s as a page of its own', (path) => {
    expect(publicPage(path)).toEqual({ kind: 'page', path });
  });

  it.each([
    ['/apps/space-miner', { kind: 'app', slug: 'space-miner' }],
    ['/apps/space-miner/account-deletion', { kind: 'appPage', slug: 'space-miner' }],
    ['/blog/hello-world', { kind: 'post', slug: 'hello-world' }],
    ['/apps/category/Game', { kind: 'category', category: 'Game' }],
    ['/apps/space-miner/terms', { kind: 'appPage', slug: 'space-miner' }],
    ['/apps/space-miner/privacy', { kind: 'appPage', slug: 'space-miner' }],
    ['/apps/space-miner/press', { kind: 'appPage', slug: 'space-miner' }],
    ['/apps/space-miner/releases', { kind: 'appPage', slug: 'space-miner' }],
  ])('reads apps, their pages, posts and categories: %s', (path, page) => {
    expect(publicPage(path)).toEqual({ ...page, path });
  });

  it.each([
    ['/de', { kind: 'page', path: '/de' }],
    ['/ja/apps', { kind: 'page', path: '/ja/apps' }],
    ['/de/apps/space-miner', { kind: 'app', slug: 'space-miner', path: '/de/apps/space-miner' }],
    [
      '/pt-BR/blog/hello-world/',
      { kind: 'post', slug: 'hello-world', path: '/pt-BR/blog/hello-world' },
    ],
    [
      '/de/apps/category/game',
      { kind: 'category', category: 'Game', path: '/de/apps/category/Game' },
    ],
  ])(
    "reads a language's page by its prefix, kept in the path it is counted by: %s",
    (path, page) => {
      expect(publicPage(path)).toEqual(page);
    },
  );

  it.each(['/de/admin', '/xx/apps', '/de/de/apps'])('counts no page at %s', (path) => {
    expect(publicPage(path)).toBeNull();
  });

  it('ignores one trailing slash', () => {
    expect(publicPage('/apps/')).toEqual({ kind: 'page', path: '/apps' });
  });

  it.each([
    '/apps/category/Productivity',
    '/apps/category/%50roductivity',
    '/apps/category/productivity',
    '/apps/category/PRODUCTIVITY/',
  ])('counts %s under the one spelling of its category', (path) => {
    expect(publicPage(path)).toEqual({
      kind: 'category',
      path: '/apps/category/Productivity',
      category: 'Productivity',
    });
  });

  it('counts an escaped spelling of a page under its plain one', () => {
    expect(publicPage('/%61bout')).toEqual({ kind: 'page', path: '/about' });
    expect(publicPage('/apps/space%2Dminer')).toEqual({
      kind: 'app',
      path: '/apps/space-miner',
      slug: 'space-miner',
    });
  });

  it.each([
    '/admin',
    '/admin/dashboard',
    '/auth',
    '/preview/3q2-x_Y',
    '/subscriptions/confirm/3q2-x_Y',
    '/subscriptions/unsubscribe/3q2-x_Y',
    '/apps/space-miner/press.zip',
    '/apps/space-miner/releases.xml',
    '/sitemap.xml',
    '/apps/x',
    '/apps/space-miner/reviews',
    '/wp-login.php',
    '/apps/category/%E0%A4%A',
    '/apps/category/Racing',
    '/%E0%A4%A/about',
  ])('leaves out %s', (path) => {
    expect(publicPage(path)).toBeNull();
  });
});
