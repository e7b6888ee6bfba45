import { procedureCatalog } from './procedureCatalog';

describe('the procedure catalog', () => {
  it('lists every procedure with who may call it', () => {
    expect(procedureCatalog.length).toBeGreaterThan(20);
    for (const { path, meta } of procedureCatalog) {
      expect([path, meta.access]).toEqual([
        path,
        expect.stringMatching(/^(public|signedIn|admin)$/),
      ]);
    }
  });

  it('has every public query declare whether its answer may be cached', () => {
    const undeclared = procedureCatalog
      .filter(({ type, meta }) => type === 'query' && meta.access === 'public')
      .filter(({ meta }) => typeof meta.cached !== 'boolean')
      .map(({ path }) => path);
    expect(undeclared).toEqual([]);
  });

  it('caches only public queries', () => {
    const cached = procedureCatalog.filter(({ meta }) => meta.cached).map(({ path }) => path);
    expect(cached.sort()).toEqual([
      'apps.accountDeletion',
      'apps.byParam',
      'apps.cards',
      'apps.list',
      'apps.privacy',
      'apps.releases',
      'apps.terms',
      'blog.bySlug',
      'blog.cards',
      'blog.languages',
      'blog.list',
      'site.locales',
      'site.pressFacts',
      'site.shareImage',
    ]);
  });
});
