import { viewsPerLanguage } from './viewsPerLanguage';

const SITE = { default: 'en', locales: ['en', 'de', 'ja'] } as const;

describe('views per language', () => {
  it("count a page in its address's language, and every other page in the default's", () => {
    expect(
      viewsPerLanguage(
        [
          { segment: '', views: 3 },
          { segment: 'apps', views: 5 },
          { segment: 'de', views: 4 },
        ],
        SITE,
      ),
    ).toEqual([
      { locale: 'en', views: 8 },
      { locale: 'de', views: 4 },
      { locale: 'ja', views: 0 },
    ]);
  });

  it('list a language the site has since dropped after its own, while it has views', () => {
    expect(
      viewsPerLanguage([{ segment: 'fr', views: 2 }], { default: 'en', locales: ['en'] }),
    ).toEqual([
      { locale: 'en', views: 0 },
      { locale: 'fr', views: 2 },
    ]);
  });
});
