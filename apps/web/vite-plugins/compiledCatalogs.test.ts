import { catalogLocale } from './compiledCatalogs';

describe('the catalogs the build compiles', () => {
  it("are the site's own and each page's, named by their locale", () => {
    expect(catalogLocale('/repo/apps/web/src/messages/catalogs/de.json')).toBe('de');
    expect(catalogLocale('/repo/apps/web/src/pages/apps/catalogs/ja.json')).toBe('ja');
    expect(catalogLocale('/repo/apps/web/src/pages/app-detail/catalogs/pt-BR.json')).toBe('pt-BR');
  });

  it('leave any other JSON as data', () => {
    expect(catalogLocale('/repo/apps/web/src/pages/apps/fixtures.json')).toBeNull();
    expect(catalogLocale('/repo/node_modules/some-package/catalogs/en.json')).toBeNull();
  });
});
