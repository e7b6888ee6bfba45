import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchPage, PAGE_ROUTES } from './routes';

describe('the route table', () => {
  it.each([
    ['/', ''],
    ['/apps', 'apps'],
    ['/apps/category/Game', 'apps/category/:category'],
    ['/apps/star-hopper', 'apps/:slug'],
    ['/apps/star-hopper/privacy', 'apps/:slug/privacy'],
    ['/blog/a-post', 'blog/:slug'],
    ['/admin/apps/edit/3', 'admin/*'],
  ])('opens %s with the route %p', (pathname, path) => {
    expect(matchPage(pathname)?.route.path).toBe(path);
  });

  it('gives parameters as the page reads them', () => {
    expect(matchPage('/apps/category/game')?.params).toMatchObject({ category: 'game' });
  });

  it('leaves any other path to the not-found screen', () => {
    expect(matchPage('/no/such/page')).toBeNull();
  });

  it('names each lazily loaded page by a module that exists', () => {
    for (const { page } of PAGE_ROUTES) {
      if (page.moduleId)
        expect(() => readFileSync(join(__dirname, '..', page.moduleId!))).not.toThrow();
    }
  });
});
