import { blogPostSummaryFixture, localesFixture } from '../test/fixtures';
import { robotsTxt } from './robotsTxt';
import { rssFeed } from './rssFeed';
import { sitemapXml } from './sitemapXml';

const ORIGIN = 'https://studio.example.com';

/** Parses XML strictly, failing on anything that is not well-formed. */
function wellFormed(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent}`);
  return document;
}

const texts = (document: Document, tag: string) =>
  [...document.getElementsByTagName(tag)].map((element) => element.textContent);

describe('the sitemap', () => {
  it('is a well-formed urlset of absolute addresses, with lastmod where known', () => {
    const document = wellFormed(
      sitemapXml(
        ORIGIN,
        [
          { path: '/', lastModified: '2025-03-06T12:00:00.000Z' },
          { path: '/about' },
          { path: '/apps/category/Game', lastModified: '2025-03-05T12:00:00.000Z' },
        ],
        localesFixture(),
      ),
    );
    expect(document.documentElement.namespaceURI).toBe(
      'http://www.sitemaps.org/schemas/sitemap/0.9',
    );
    expect(texts(document, 'loc')).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/about`,
      `${ORIGIN}/apps/category/Game`,
    ]);
    expect(texts(document, 'lastmod')).toEqual([
      '2025-03-06T12:00:00.000Z',
      '2025-03-05T12:00:00.000Z',
    ]);
  });

  it('stays well-formed whatever the addresses hold', () => {
    const document = wellFormed(sitemapXml(ORIGIN, [{ path: "/a?b=1&c='<d>'" }], localesFixture()));
    expect(texts(document, 'loc')).toEqual([`${ORIGIN}/a?b=1&c='<d>'`]);
  });
});

describe('the sitemap of a site in several languages', () => {
  const locales = localesFixture({
    locales: [
      { code: 'en', name: 'English' },
      { code: 'de', name: 'Deutsch' },
    ],
  });
  const document = wellFormed(
    sitemapXml(
      ORIGIN,
      [{ path: '/', lastModified: '2025-03-06T12:00:00.000Z' }, { path: '/about' }],
      locales,
    ),
  );
  const XHTML = 'http://www.w3.org/1999/xhtml';

  it('lists every page in every language', () => {
    expect(texts(document, 'loc')).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/de`,
      `${ORIGIN}/about`,
      `${ORIGIN}/de/about`,
    ]);
    expect(texts(document, 'lastmod')).toEqual([
      '2025-03-06T12:00:00.000Z',
      '2025-03-06T12:00:00.000Z',
    ]);
  });

  it("names each listing's language versions, itself included, and x-default", () => {
    const german = document.getElementsByTagName('url')[3]!;
    const alternates = [...german.getElementsByTagNameNS(XHTML, 'link')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', `${ORIGIN}/about`],
      ['de', `${ORIGIN}/de/about`],
      ['x-default', `${ORIGIN}/about`],
    ]);
  });
});

describe('the feed', () => {
  const posts = [
    blogPostSummaryFixture({
      id: 2,
      slug: 'newer',
      title: 'Tiny Kingdoms & "Friends" <Out Now>',
      excerpt: 'It is out\u0000 now.',
      createdAt: '2025-03-05T12:00:00.000Z',
      updatedAt: '2025-03-07T08:00:00.000Z',
    }),
    blogPostSummaryFixture({ id: 1, slug: 'older', createdAt: '2025-01-01T09:30:00.000Z' }),
  ];

  const ENGLISH = { locale: 'en', locales: localesFixture(), description: 'Dev diaries.' };
  const GERMAN = {
    locale: 'de',
    description: 'Entwicklertagebücher.',
    locales: localesFixture({
      locales: [
        { code: 'en', name: 'English' },
        { code: 'de', name: 'Deutsch' },
      ],
    }),
  };

  it('is well-formed RSS 2.0 with one item per post, newest first', () => {
    const document = wellFormed(rssFeed(ORIGIN, posts, ENGLISH));
    expect(document.documentElement.tagName).toBe('rss');
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    const channel = document.getElementsByTagName('channel')[0]!;
    expect(channel.getElementsByTagName('title')[0]!.textContent).toBe('Pixelwave Studio Blog');
    expect(channel.getElementsByTagName('description')[0]!.textContent).toBe('Dev diaries.');
    expect(texts(document, 'link')).toEqual([
      `${ORIGIN}/blog`,
      `${ORIGIN}/blog/newer`,
      `${ORIGIN}/blog/older`,
    ]);
    const items = document.getElementsByTagName('item');
    expect(items).toHaveLength(2);
    expect(items[0]!.getElementsByTagName('title')[0]!.textContent).toBe(
      'Tiny Kingdoms & "Friends" <Out Now>',
    );
    expect(items[0]!.getElementsByTagName('description')[0]!.textContent).toBe('It is out now.');
    expect(texts(document, 'pubDate')).toEqual([
      'Wed, 05 Mar 2025 12:00:00 GMT',
      'Wed, 01 Jan 2025 09:30:00 GMT',
    ]);
    expect(texts(document, 'lastBuildDate')).toEqual(['Fri, 07 Mar 2025 08:00:00 GMT']);
  });

  it('names itself, for feed readers', () => {
    const self = wellFormed(rssFeed(ORIGIN, [], ENGLISH)).getElementsByTagNameNS(
      'http://www.w3.org/2005/Atom',
      'link',
    )[0]!;
    expect(self.getAttribute('href')).toBe(`${ORIGIN}/feed.xml`);
    expect(self.getAttribute('rel')).toBe('self');
  });

  it("in another language, says so and links that language's addresses", () => {
    const document = wellFormed(rssFeed(ORIGIN, posts, GERMAN));
    expect(texts(document, 'language')).toEqual(['de']);
    expect(texts(document, 'link')).toEqual([
      `${ORIGIN}/de/blog`,
      `${ORIGIN}/de/blog/newer`,
      `${ORIGIN}/de/blog/older`,
    ]);
    const self = document.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]!;
    expect(self.getAttribute('href')).toBe(`${ORIGIN}/de/feed.xml`);
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the given paths and names the sitemap', () => {
    expect(robotsTxt(ORIGIN, ['/auth', '/admin'])).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /auth',
        'Disallow: /admin',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});
