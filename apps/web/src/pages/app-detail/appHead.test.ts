import { appFixture } from '../../test/fixtures';
import { appHead } from './appHead';

const ORIGIN = 'https://studio.example.com';

describe('an app page head', () => {
  const app = appFixture({
    name: 'Star Hopper',
    slug: 'star-hopper',
    icon: '/api/files/7/icon.png',
    shortDescription: 'Hop between planets.',
    appStoreLink: 'https://apps.apple.com/app/id1',
  });

  it('titles and describes the page by the app, with its icon as the preview image', () => {
    const head = appHead(ORIGIN, app);
    expect(head.title).toBe('Star Hopper | Pixelwave Studio');
    expect(head.description).toBe('Hop between planets.');
    expect(head.canonical).toBe(`${ORIGIN}/apps/star-hopper`);
    expect(head.image).toBe(`${ORIGIN}/api/files/7/icon.png`);
    expect(head.imageAlt).toBe('Star Hopper icon');
    expect(head.twitterCard).toBe('summary');
  });

  it('describes the app as a MobileApplication with its store link, a free offer and the way to it', () => {
    const [application, trail] = appHead(ORIGIN, app).structuredData;
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
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
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
    const [application] = appHead(ORIGIN, { ...app, category }).structuredData;
    expect(application).toMatchObject({ applicationCategory });
  });

  it('falls back to the first screenshot for the preview when the icon is not a web address', () => {
    const head = appHead(ORIGIN, {
      ...app,
      icon: 'data:image/png;base64,AAAA',
      screenshots: ['video:https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://cdn.test/1.png'],
    });
    expect(head.image).toBe('https://cdn.test/1.png');
  });

  it("carries Safari's Smart App Banner for an app in the App Store", () => {
    expect(
      appHead(ORIGIN, { ...app, appStoreLink: 'https://apps.apple.com/app/id123456789' }).meta,
    ).toEqual([{ name: 'apple-itunes-app', content: 'app-id=123456789' }]);
    expect(appHead(ORIGIN, { ...app, appStoreLink: null }).meta).toEqual([]);
  });

  it('names every store the app is in', () => {
    const [application] = appHead(ORIGIN, {
      ...app,
      playStoreLink: 'https://play.google.com/store/apps/details?id=com.pixelwave.hopper',
    }).structuredData;
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
    const [application] = appHead(ORIGIN, { ...app, appStoreLink: null }).structuredData;
    expect(application).not.toHaveProperty('installUrl');
  });
});
