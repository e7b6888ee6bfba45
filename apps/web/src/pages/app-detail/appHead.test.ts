import { appFixture, releaseFixture } from '../../test/fixtures';
import type { Messages } from '../../messages/messages';
import { SITE_CATALOG } from '../../messages/siteCatalog';
import type { CatalogMessages } from '../../messages/textCatalog';
import { APP_CATALOG } from './appCatalog';
import { appHead } from './appHead';

const ORIGIN = 'https://studio.example.com';

let english: CatalogMessages<typeof APP_CATALOG>;
let site: Messages;
beforeAll(async () => {
  [english, site] = await Promise.all([APP_CATALOG.load('en'), SITE_CATALOG.load('en')]);
});

describe('an app page head', () => {
  const app = appFixture({
    name: 'Star Hopper',
    slug: 'star-hopper',
    icon: '/api/files/7/icon.png',
    shortDescription: 'Hop between planets.',
    appStoreLink: 'https://apps.apple.com/app/id1',
  });

  it('titles and describes the page by the app, with its icon as the preview image', () => {
    const head = appHead(ORIGIN, app, null, null, english, site);
    expect(head.title).toBe('Star Hopper | Pixelwave Studio');
    expect(head.description).toBe('Hop between planets.');
    expect(head.canonical).toBe(`${ORIGIN}/apps/star-hopper`);
    expect(head.image).toBe(`${ORIGIN}/api/files/7/icon.png`);
    expect(head.imageAlt).toBe('Star Hopper icon');
    expect(head.twitterCard).toBe('summary');
  });

  it('describes the app as a MobileApplication with its store link and the way to it', () => {
    const [application, trail] = appHead(ORIGIN, app, null, null, english, site).structuredData;
    expect(application).toEqual({
      '@type': 'MobileApplication',
      name: 'Star Hopper',
      description: 'Hop between planets.',
      operatingSystem: 'iOS',
      applicationCategory: 'GameApplication',
      image: `${ORIGIN}/api/files/7/icon.png`,
      url: `${ORIGIN}/apps/star-hopper`,
      installUrl: 'https://apps.apple.com/app/id1',
      downloadUrl: 'https://apps.apple.com/app/id1',
      dateModified: app.updatedAt,
      author: expect.objectContaining({ '@type': 'Organization', name: 'Pixelwave Studio' }),
      publisher: expect.objectContaining({ '@type': 'Organization', name: 'Pixelwave Studio' }),
    });
    expect(trail).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Apps & Games', item: `${ORIGIN}/apps` },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Star Hopper',
          item: `${ORIGIN}/apps/star-hopper`,
        },
      ],
    });
  });

  it.each([
    ['Productivity', 'BusinessApplication'],
    ['Education', 'EducationalApplication'],
    ['Utility', 'UtilitiesApplication'],
  ])('files a %s app as %s', (category, applicationCategory) => {
    const [application] = appHead(
      ORIGIN,
      { ...app, category },
      null,
      null,
      english,
      site,
    ).structuredData;
    expect(application).toMatchObject({ applicationCategory });
  });

  it('falls back to the first screenshot for the preview when the icon is not a web address', () => {
    const head = appHead(
      ORIGIN,
      {
        ...app,
        icon: 'data:image/png;base64,AAAA',
        screenshots: [
          'video:https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          'https://cdn.test/1.png',
        ],
      },
      null,
      null,
      english,
      site,
    );
    expect(head.image).toBe('https://cdn.test/1.png');
  });

  it("carries Safari's Smart App Banner for an app in the App Store", () => {
    expect(
      appHead(
        ORIGIN,
        { ...app, appStoreLink: 'https://apps.apple.com/app/id123456789' },
        null,
        null,
        english,
        site,
      ).meta,
    ).toEqual([{ name: 'apple-itunes-app', content: 'app-id=123456789' }]);
    expect(appHead(ORIGIN, { ...app, appStoreLink: null }, null, null, english, site).meta).toEqual(
      [],
    );
  });

  it('names every store the app is in', () => {
    const [application] = appHead(
      ORIGIN,
      {
        ...app,
        playStoreLink: 'https://play.google.com/store/apps/details?id=com.pixelwave.hopper',
      },
      null,
      null,
      english,
      site,
    ).structuredData;
    expect(application).toMatchObject({
      operatingSystem: 'iOS, Android',
      installUrl: 'https://apps.apple.com/app/id1',
      downloadUrl: [
        'https://apps.apple.com/app/id1',
        'https://play.google.com/store/apps/details?id=com.pixelwave.hopper',
      ],
    });
  });

  it('leaves the store link out when the app has none', () => {
    const [application] = appHead(
      ORIGIN,
      { ...app, appStoreLink: null },
      null,
      null,
      english,
      site,
    ).structuredData;
    expect(application).not.toHaveProperty('installUrl');
  });

  it('carries the latest version, its notes, the release day and the platforms of the press kit', () => {
    const release = releaseFixture({ version: '2.0', notes: 'New worlds.' });
    const [application] = appHead(
      ORIGIN,
      { ...app, releaseDate: '2024-03-14', platforms: ['iOS', 'Android'] },
      release,
      null,
      english,
      site,
    ).structuredData;
    expect(application).toMatchObject({
      softwareVersion: '2.0',
      releaseNotes: 'New worlds.',
      datePublished: '2024-03-14',
      operatingSystem: 'iOS, Android',
    });
  });

  it.each([
    ['0', { price: '0', priceCurrency: 'USD' }],
    ['Free with in-app purchases', { price: '0', priceCurrency: 'USD' }],
    ['4.99 EUR', { price: '4.99', priceCurrency: 'EUR' }],
  ])('offers the app at the price "%s" states', (price, offer) => {
    const [application] = appHead(
      ORIGIN,
      { ...app, price },
      null,
      null,
      english,
      site,
    ).structuredData;
    expect(application).toMatchObject({ offers: { '@type': 'Offer', ...offer } });
  });

  it('makes no offer while the price is unknown or in words only', () => {
    for (const price of [null, 'Subscription']) {
      expect(
        appHead(ORIGIN, { ...app, price }, null, null, english, site).structuredData[0],
      ).not.toHaveProperty('offers');
    }
  });

  it('claims nothing of a coming-soon app that only a released one can: no download, offer or version', () => {
    const comingSoon = {
      ...app,
      comingSoon: true,
      publishAt: '2099-04-01T09:00:00.000Z',
      price: '4.99 EUR',
      releaseDate: '2099-04-01',
      platforms: ['iOS', 'Android'],
      preOrderUrl: 'https://apps.apple.com/app/id1',
    };
    const head = appHead(ORIGIN, comingSoon, releaseFixture(), null, english, site);
    expect(head.structuredData[0]).toEqual({
      '@type': 'MobileApplication',
      name: 'Star Hopper',
      description: 'Hop between planets.',
      operatingSystem: 'iOS, Android',
      applicationCategory: 'GameApplication',
      image: `${ORIGIN}/api/files/7/icon.png`,
      url: `${ORIGIN}/apps/star-hopper`,
      dateModified: app.updatedAt,
      author: expect.objectContaining({ '@type': 'Organization' }),
      publisher: expect.objectContaining({ '@type': 'Organization' }),
    });
    // Safari's banner would offer to download it.
    expect(head.meta).toEqual([]);
  });

  it("links the app's releases feed", () => {
    expect(appHead(ORIGIN, app, null, null, english, site).links).toEqual([
      {
        rel: 'alternate',
        type: 'application/rss+xml',
        href: '/apps/star-hopper/releases.xml',
        title: 'Star Hopper: releases',
      },
    ]);
  });

  it("links the releases feed in the page's language, titled in it", async () => {
    const german = await APP_CATALOG.load('de');
    expect(appHead(ORIGIN, app, null, 'de', german, site).links).toEqual([
      {
        rel: 'alternate',
        type: 'application/rss+xml',
        href: '/de/apps/star-hopper/releases.xml',
        title: 'Star Hopper: Versionen',
      },
    ]);
  });
});
