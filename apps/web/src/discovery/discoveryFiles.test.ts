import {
  appFixture,
  appSummaryFixture,
  blogPostSummaryFixture,
  localesFixture,
  pressKitAppFixture,
  releaseFixture,
} from '../test/fixtures';
import { fixtureQuery } from '../test/trpcFixtureLink';
import { DISCOVERY_FILES } from './discoveryFiles';

const ORIGIN = 'https://studio.example.com';
const hopper = pressKitAppFixture({
  id: 1,
  name: 'Star Hopper',
  slug: 'star-hopper',
  updatedAt: '2025-03-05T12:00:00.000Z',
});
const hopperReleases = [
  releaseFixture({ id: 2, version: '1.1', releasedAt: '2025-03-01', notes: 'Faster & brighter.' }),
  releaseFixture({ id: 1, version: '1.0', releasedAt: '2025-01-10' }),
];
const level = appFixture({
  id: 2,
  slug: 'pocket-level',
  category: 'Utility',
  termsLink: null,
  privacyLink: '   ',
  updatedAt: '2025-02-01T12:00:00.000Z',
});
const post = blogPostSummaryFixture({
  slug: 'dev-diary',
  updatedAt: '2025-03-09T08:00:00.000Z',
});
const request = {
  origin: ORIGIN,
  query: fixtureQuery({
    'apps.list': [appSummaryFixture(hopper), appSummaryFixture(level)],
    'apps.byParam': ({ param }) => (param === hopper.slug ? hopper : level),
    'blog.list': [post],
    'blog.languages': { [post.slug]: ['en'] },
    'apps.releases': ({ slug }) => (slug === hopper.slug ? hopperReleases : []),
    'site.locales': localesFixture(),
  }),
  params: {},
};

function entries(xml: string): Record<string, string | null> {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  return Object.fromEntries(
    [...document.getElementsByTagName('url')].map((url) => [
      url.getElementsByTagName('loc')[0]!.textContent!.slice(ORIGIN.length),
      url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
    ]),
  );
}

describe('the sitemap', () => {
  it('lists every public page, app and published post, with when it last changed', async () => {
    const { contentType, body } = (await DISCOVERY_FILES['/sitemap.xml']!(request))!;
    expect(contentType).toBe('application/xml; charset=utf-8');
    expect(entries(body)).toEqual({
      '/': '2025-03-09T08:00:00.000Z',
      '/apps': '2025-03-05T12:00:00.000Z',
      '/apps/category/Game': '2025-03-05T12:00:00.000Z',
      '/apps/category/Utility': '2025-02-01T12:00:00.000Z',
      '/apps/star-hopper': '2025-03-05T12:00:00.000Z',
      '/apps/pocket-level': '2025-02-01T12:00:00.000Z',
      '/apps/star-hopper/terms': '2025-03-05T12:00:00.000Z',
      '/apps/star-hopper/privacy': '2025-03-05T12:00:00.000Z',
      '/apps/star-hopper/press': '2025-03-05T12:00:00.000Z',
      '/apps/star-hopper/releases': '2025-03-01',
      '/about': null,
      '/blog': '2025-03-09T08:00:00.000Z',
      '/blog/dev-diary': '2025-03-09T08:00:00.000Z',
      '/contact': null,
      '/press': null,
      '/terms': null,
      '/privacy': null,
      '/cookies': null,
    });
  });
});

describe('robots.txt', () => {
  it('keeps crawlers off the screens rendered in the browser only, and names the sitemap', async () => {
    const { contentType, body } = (await DISCOVERY_FILES['/robots.txt']!(request))!;
    expect(contentType).toBe('text/plain; charset=utf-8');
    expect(body).toContain('Disallow: /auth\nDisallow: /admin\n');
    expect(body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('the feed', () => {
  it('is RSS of the published posts', async () => {
    const { contentType, body } = (await DISCOVERY_FILES['/feed.xml']!(request))!;
    expect(contentType).toBe('application/rss+xml; charset=utf-8');
    expect(body).toContain(`<link>${ORIGIN}/blog/dev-diary</link>`);
  });
});

describe("an app's releases feed", () => {
  const feed = () =>
    DISCOVERY_FILES['/apps/:slug/releases.xml']!({ ...request, params: { slug: 'star-hopper' } });

  it('is RSS 2.0 with one item per release, newest first', async () => {
    const { contentType, body } = (await feed())!;
    expect(contentType).toBe('application/rss+xml; charset=utf-8');
    const document = new DOMParser().parseFromString(body, 'application/xml');
    const items = [...document.getElementsByTagName('item')].map((item) => ({
      title: item.getElementsByTagName('title')[0]!.textContent,
      link: item.getElementsByTagName('link')[0]!.textContent,
      pubDate: item.getElementsByTagName('pubDate')[0]!.textContent,
      description: item.getElementsByTagName('description')[0]!.textContent,
    }));
    expect(items).toEqual([
      {
        title: 'Star Hopper 1.1',
        link: `${ORIGIN}/apps/star-hopper/releases#v1.1`,
        pubDate: 'Sat, 01 Mar 2025 00:00:00 GMT',
        description: 'Faster & brighter.',
      },
      expect.objectContaining({ title: 'Star Hopper 1.0' }),
    ]);
    expect(document.getElementsByTagName('rss')[0]!.getAttribute('version')).toBe('2.0');
  });
});

describe("an app's releases feed in another language", () => {
  const germanSite = {
    ...request,
    query: fixtureQuery({
      'apps.byParam': hopper,
      'apps.releases': ({ locale }) =>
        locale === 'de' ? [{ ...hopperReleases[0]!, notes: 'Schneller und heller.' }] : [],
      'site.locales': localesFixture({
        locales: [
          { code: 'en', name: 'English' },
          { code: 'de', name: 'Deutsch' },
        ],
      }),
    }),
  };
  const feed = (locale: string) =>
    DISCOVERY_FILES['/:locale/apps/:slug/releases.xml']!({
      ...germanSite,
      params: { locale, slug: 'star-hopper' },
    });

  it('is titled in the language, with the release notes and addresses in it', async () => {
    const { body } = (await feed('de'))!;
    const document = new DOMParser().parseFromString(body, 'application/xml');
    const text = (tag: string) => document.getElementsByTagName(tag)[0]!.textContent;
    expect(text('title')).toBe('Star Hopper: Versionen');
    expect(text('language')).toBe('de');
    expect(text('link')).toBe(`${ORIGIN}/de/apps/star-hopper`);
    const [item] = [...document.getElementsByTagName('item')];
    expect(item!.getElementsByTagName('link')[0]!.textContent).toBe(
      `${ORIGIN}/de/apps/star-hopper/releases#v1.1`,
    );
    expect(item!.getElementsByTagName('description')[0]!.textContent).toBe('Schneller und heller.');
  });

  it('is not found under a prefix that is none of the site’s other languages', async () => {
    expect(await feed('ja')).toBeNull();
    expect(await feed('en')).toBeNull();
  });
});
