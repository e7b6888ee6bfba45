import { appFixture, blogPostFixture } from '../test/fixtures';
import {
  appHead,
  appLegalHead,
  appsHead,
  blogHead,
  homeHead,
  postHead,
  shellHead,
  staticPageHead,
  unavailableHead,
} from './pageHeads';

const ORIGIN = 'https://studio.example.com';
const typesOf = (head: { structuredData: { '@type': string }[] }) =>
  head.structuredData.map((node) => node['@type']);

describe('the home page head', () => {
  it("has the site's title and describes the studio as an Organization and a WebSite", () => {
    const head = homeHead(ORIGIN);
    expect(head.title).toBe('Pixelwave Studio | Mobile Games & Apps');
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(head.description).toMatch(/independent studio crafting mobile games and apps/);
    expect(typesOf(head)).toEqual(['Organization', 'WebSite']);
    expect(head.structuredData[0]).toMatchObject({
      name: 'Pixelwave Studio',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/favicon.svg`,
      sameAs: ['https://x.com/pixelwavestudio'],
    });
    expect(head.structuredData[1]).toMatchObject({
      publisher: { '@id': `${ORIGIN}/#organization` },
    });
  });
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
    const head = appHead(ORIGIN, app);
    expect(head.title).toBe('Star Hopper | Pixelwave Studio');
    expect(head.description).toBe('Hop between planets.');
    expect(head.canonical).toBe(`${ORIGIN}/apps/star-hopper`);
    expect(head.image).toBe(`${ORIGIN}/api/files/7/icon.png`);
    expect(head.imageAlt).toBe('Star Hopper icon');
    expect(head.twitterCard).toBe('summary');
  });

  it('describes the app as a MobileApplication with its store link, and the way to it', () => {
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

describe('a blog post head', () => {
  const post = blogPostFixture({
    title: 'Building a Pixel World',
    slug: 'pixel-world',
    excerpt: 'How a single sprite grew.',
    image: 'https://cdn.test/cover.png',
    createdAt: '2025-03-05T12:00:00.000Z',
    updatedAt: '2025-03-06T12:00:00.000Z',
  });

  it('is an article with a large preview picture and the feed announced', () => {
    const head = postHead(ORIGIN, post);
    expect(head.title).toBe('Building a Pixel World | Pixelwave Studio');
    expect(head.type).toBe('article');
    expect(head.twitterCard).toBe('summary_large_image');
    expect(head.image).toBe('https://cdn.test/cover.png');
    expect(head.links).toEqual([
      expect.objectContaining({ rel: 'alternate', type: 'application/rss+xml', href: '/feed.xml' }),
    ]);
  });

  it('describes the post as a BlogPosting by the studio', () => {
    const [posting] = postHead(ORIGIN, post).structuredData;
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Building a Pixel World',
      datePublished: '2025-03-05T12:00:00.000Z',
      dateModified: '2025-03-06T12:00:00.000Z',
      image: 'https://cdn.test/cover.png',
      url: `${ORIGIN}/blog/pixel-world`,
      author: { '@type': 'Organization', name: 'Pixelwave Studio' },
      publisher: {
        '@type': 'Organization',
        logo: { '@type': 'ImageObject', url: `${ORIGIN}/favicon.svg` },
      },
    });
  });
});

describe('other heads', () => {
  it('name the list or the category, with the category as the site spells it', () => {
    expect(appsHead(ORIGIN, null, 'All Apps & Games')).toMatchObject({
      title: 'All Apps & Games | Pixelwave Studio',
      canonical: `${ORIGIN}/apps`,
    });
    expect(appsHead(ORIGIN, 'Game', 'Game Apps')).toMatchObject({
      title: 'Game Apps | Pixelwave Studio',
      canonical: `${ORIGIN}/apps/category/Game`,
    });
  });

  it("title an app's legal page by the app and the document", () => {
    const head = appLegalHead(ORIGIN, {
      appName: 'Star Hopper',
      slug: 'star-hopper',
      documentName: 'Terms of Use',
      path: '/apps/star-hopper/terms',
    });
    expect(head.title).toBe('Star Hopper Terms of Use | Pixelwave Studio');
    expect(head.canonical).toBe(`${ORIGIN}/apps/star-hopper/terms`);
  });

  it('announce the feed on the blog list', () => {
    expect(blogHead(ORIGIN).links.map((link) => link.href)).toEqual(['/feed.xml']);
  });

  it('give static pages their title, description and address', () => {
    expect(
      staticPageHead(ORIGIN, { title: 'About Us', description: 'Who we are.', path: '/about' }),
    ).toMatchObject({
      title: 'About Us | Pixelwave Studio',
      description: 'Who we are.',
      canonical: `${ORIGIN}/about`,
    });
  });

  it('give the sign-in and admin shell the site title, out of search engines', () => {
    expect(shellHead(ORIGIN)).toMatchObject({
      title: 'Pixelwave Studio | Mobile Games & Apps',
      canonical: null,
      noindex: true,
    });
  });

  it('keep error and not-found screens out of search engines', () => {
    const head = unavailableHead(ORIGIN, '404 Page Not Found');
    expect(head).toMatchObject({ title: '404 Page Not Found | Pixelwave Studio', noindex: true });
    expect(head.canonical).toBeNull();
  });
});
