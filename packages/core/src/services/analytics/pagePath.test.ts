import { publicPage } from './pagePath';

describe('public pages as analytics counts them', () => {
  it.each(['/', '/apps', '/about', '/blog', '/contact', '/terms', '/privacy', '/cookies'])(
    'counts %s as a page of its own',
    (path) => {
      expect(publicPage(path)).toEqual({ kind: 'page', path });
    },
  );

  it('reads apps, their legal pages, posts and categories', () => {
    expect(publicPage('/apps/space-miner')).toEqual({
      kind: 'app',
      path: '/apps/space-miner',
      slug: 'space-miner',
    });
    expect(publicPage('/apps/space-miner/account-deletion')).toEqual({
      kind: 'appPage',
      path: '/apps/space-miner/account-deletion',
      slug: 'space-miner',
    });
    expect(publicPage('/blog/hello-world')).toEqual({
      kind: 'post',
      path: '/blog/hello-world',
      slug: 'hello-world',
    });
    expect(publicPage('/apps/category/Game')).toEqual({
      kind: 'category',
      path: '/apps/category/Game',
      category: 'Game',
    });
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
    '/apps/space-miner/reviews',
    '/wp-login.php',
    '/apps/category/%E0%A4%A',
    '/apps/category/Racing',
    '/%E0%A4%A/about',
  ])('leaves out %s', (path) => {
    expect(publicPage(path)).toBeNull();
  });
});
