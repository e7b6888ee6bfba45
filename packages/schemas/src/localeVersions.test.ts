import { describeLocales } from './locales';
import { inLanguages, localeVersions, pathIn } from './localeVersions';

const locales = describeLocales({ default: 'en', locales: ['en', 'de', 'ja'] });

describe("a page's language versions", () => {
  it('are one address per locale, the default unprefixed, and the default again as x-default', () => {
    expect(localeVersions('/apps/star-hopper', locales)).toEqual([
      { hrefLang: 'en', path: '/apps/star-hopper' },
      { hrefLang: 'de', path: '/de/apps/star-hopper' },
      { hrefLang: 'ja', path: '/ja/apps/star-hopper' },
      { hrefLang: 'x-default', path: '/apps/star-hopper' },
    ]);
  });

  it('are none while the site has one language', () => {
    expect(localeVersions('/apps', describeLocales({ default: 'en', locales: ['en'] }))).toEqual(
      [],
    );
  });

  it("put the home page's other versions at the locale's tag alone", () => {
    expect(pathIn('/', 'de', locales)).toBe('/de');
    expect(pathIn('/', 'en', locales)).toBe('/');
  });

  it('name only the languages a page exists in, when it is not in all of them', () => {
    expect(localeVersions('/blog/diary', inLanguages(locales, ['en', 'ja']))).toEqual([
      { hrefLang: 'en', path: '/blog/diary' },
      { hrefLang: 'ja', path: '/ja/blog/diary' },
      { hrefLang: 'x-default', path: '/blog/diary' },
    ]);
    expect(localeVersions('/blog/diary', inLanguages(locales, ['en']))).toEqual([]);
  });
});
