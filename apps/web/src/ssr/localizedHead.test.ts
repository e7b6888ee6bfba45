import { pageHead } from '../head/pageHead';
import { localesFixture } from '../test/fixtures';
import { localizedHead } from './localizedHead';

const ORIGIN = 'https://studio.test';
const THREE = localesFixture({
  locales: [
    { code: 'en', name: 'English' },
    { code: 'de', name: 'Deutsch' },
    { code: 'ja', name: '日本語' },
  ],
});
const appHead = () =>
  pageHead(ORIGIN, { pageTitle: 'Star Hopper', description: 'Hop.', path: '/apps/star-hopper' });

describe("a page's head in the site's languages", () => {
  it('names the address in its own language as canonical', () => {
    const head = localizedHead(
      appHead(),
      ORIGIN,
      { locale: 'de', path: '/apps/star-hopper' },
      THREE,
    );
    expect(head.canonical).toBe(`${ORIGIN}/de/apps/star-hopper`);
  });

  it('links every language of the page, itself included, and the default as x-default', () => {
    const head = localizedHead(
      appHead(),
      ORIGIN,
      { locale: 'en', path: '/apps/star-hopper' },
      THREE,
    );
    expect(head.links.filter((link) => link.hrefLang)).toEqual([
      { rel: 'alternate', hrefLang: 'en', href: `${ORIGIN}/apps/star-hopper` },
      { rel: 'alternate', hrefLang: 'de', href: `${ORIGIN}/de/apps/star-hopper` },
      { rel: 'alternate', hrefLang: 'ja', href: `${ORIGIN}/ja/apps/star-hopper` },
      { rel: 'alternate', hrefLang: 'x-default', href: `${ORIGIN}/apps/star-hopper` },
    ]);
    expect(head.canonical).toBe(`${ORIGIN}/apps/star-hopper`);
  });

  it('links no alternates and names no locale while the site is in English alone', () => {
    const head = localizedHead(
      appHead(),
      ORIGIN,
      { locale: 'en', path: '/apps/star-hopper' },
      localesFixture(),
    );
    expect(head).toEqual(appHead());
  });

  it("names the page's Open Graph locale and those of its other versions", () => {
    const head = localizedHead(
      appHead(),
      ORIGIN,
      { locale: 'ja', path: '/apps/star-hopper' },
      THREE,
    );
    expect(head.meta).toEqual([
      { property: 'og:locale', content: 'ja_JP' },
      { property: 'og:locale:alternate', content: 'en_US' },
      { property: 'og:locale:alternate', content: 'de_DE' },
    ]);
  });

  it('names the Open Graph locale of a site in another language alone', () => {
    const german = localesFixture({ default: 'de', locales: [{ code: 'de', name: 'Deutsch' }] });
    const head = localizedHead(
      appHead(),
      ORIGIN,
      { locale: 'de', path: '/apps/star-hopper' },
      german,
    );
    expect(head.meta).toEqual([{ property: 'og:locale', content: 'de_DE' }]);
  });

  it("says its works are in the page's language in the JSON-LD", () => {
    const head = localizedHead(
      {
        ...appHead(),
        structuredData: [
          { '@type': 'MobileApplication', name: 'Star Hopper' },
          { '@type': 'BreadcrumbList', itemListElement: [] },
        ],
      },
      ORIGIN,
      { locale: 'de', path: '/apps/star-hopper' },
      THREE,
    );
    expect(head.structuredData).toEqual([
      { '@type': 'MobileApplication', name: 'Star Hopper', inLanguage: 'de' },
      { '@type': 'BreadcrumbList', itemListElement: [] },
    ]);
  });

  it('leaves a page without a canonical address (not to be indexed) as it is', () => {
    const notFound = pageHead(ORIGIN, {
      pageTitle: 'Not found',
      description: '',
      path: null,
      noindex: true,
    });
    expect(localizedHead(notFound, ORIGIN, { locale: 'de', path: '/x' }, THREE)).toEqual(notFound);
  });
});
