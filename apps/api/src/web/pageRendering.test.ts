import sharp from 'sharp';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtWebDir } from '../testing/builtWeb';
import { bodyText, linkHref, metaContent, structuredData, titleOf } from '../testing/pageHtml';
import { appFields, createContent, postFields } from '../testing/siteContent';
import { sitemapErrors } from '../testing/sitemapErrors';
import {
  useAdminSession,
  useTestServer,
  withSession,
  type TestServer,
} from '../testing/testServer';

const webDistDir = builtWebDir();
// The test server's origin without PUBLIC_ORIGIN: localhost at its port, 80 (light-my-request's Host).
const ORIGIN = 'http://localhost';
const DRAFT_TITLE = 'Secret Sequel Announcement';

const server = useTestServer({ webDistDir });
const admin = useAdminSession(server);

beforeAll(async () => {
  const content = (kind: 'apps' | 'blog', payload: object) =>
    createContent(server(), admin(), kind, payload);
  await content('apps', appFields({ name: 'Star Hopper', slug: 'star-hopper', featured: true }));
  await content(
    'apps',
    appFields({ name: 'Focus Flow', slug: 'focus-flow', category: 'Productivity' }),
  );
  await content('blog', postFields({ title: 'Star Hopper Is Out', slug: 'out', published: true }));
  await content('blog', postFields({ title: DRAFT_TITLE, slug: 'sequel', published: false }));
});

async function page(url: string, expectedStatus: number, target: () => TestServer = server) {
  const response = await target().app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(expectedStatus);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  return response.body;
}

describe('the home page', () => {
  it('is rendered with the apps and published posts, and the studio as structured data', async () => {
    const html = await page('/', 200);
    expect(titleOf(html)).toBe('Pixelwave Studio | Mobile Games & Apps');
    expect(bodyText(html)).toContain('Star Hopper');
    expect(bodyText(html)).toContain('Star Hopper Is Out');
    expect(linkHref(html, 'canonical')).toBe(`${ORIGIN}/`);
    expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}/`);
    const data = structuredData(html);
    expect(data.Organization).toMatchObject({ name: 'Pixelwave Studio', url: `${ORIGIN}/` });
    expect(data.WebSite).toMatchObject({ name: 'Pixelwave Studio', url: `${ORIGIN}/` });
  });

  it('hands the browser the data it rendered with', async () => {
    const html = await page('/', 200);
    const state = /<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(html);
    // Each query as [[procedure, input], data].
    const queries = (JSON.parse(state![1]!) as { queries: [[string, unknown], unknown][] }).queries;
    expect(queries.map(([[procedure]]) => procedure)).toEqual(
      expect.arrayContaining(['apps.cards', 'blog.cards']),
    );
  });
});

describe('the apps', () => {
  it('list every app', async () => {
    const html = await page('/apps', 200);
    expect(titleOf(html)).toBe('All Apps & Games | Pixelwave Studio');
    expect(bodyText(html)).toContain('Focus Flow');
    expect(linkHref(html, 'canonical')).toBe(`${ORIGIN}/apps`);
  });

  it('filter by a category named in any case, with the canonical spelling', async () => {
    const html = await page('/apps/category/game', 200);
    expect(titleOf(html)).toBe('Game Apps | Pixelwave Studio');
    expect(bodyText(html)).toContain('Star Hopper');
    expect(bodyText(html)).not.toContain('Focus Flow');
    expect(linkHref(html, 'canonical')).toBe(`${ORIGIN}/apps/category/Game`);
    expect(structuredData(html).BreadcrumbList).toMatchObject({
      itemListElement: [
        { name: 'Home' },
        { name: 'Apps & Games' },
        { name: 'Game Apps', item: `${ORIGIN}/apps/category/Game` },
      ],
    });
  });

  it('answer an unknown category with the not-found screen and 404', async () => {
    const html = await page('/apps/category/Nope', 404);
    expect(bodyText(html)).toContain('404 Page Not Found');
    expect(bodyText(html)).not.toContain('Nope Apps');
    expect(metaContent(html, 'robots')).toBe('noindex');
  });

  it('have a page each, with its preview tags and MobileApplication data', async () => {
    const html = await page('/apps/star-hopper', 200);
    expect(titleOf(html)).toBe('Star Hopper | Pixelwave Studio');
    expect(metaContent(html, 'description')).toBe('Star Hopper, in a sentence.');
    expect(metaContent(html, 'og:title')).toBe('Star Hopper | Pixelwave Studio');
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}/api/placeholder-image`);
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    expect(linkHref(html, 'canonical')).toBe(`${ORIGIN}/apps/star-hopper`);
    expect(metaContent(html, 'apple-itunes-app')).toBe('app-id=1234567890');
    expect(structuredData(html).MobileApplication).toMatchObject({
      name: 'Star Hopper',
      operatingSystem: 'iOS',
      applicationCategory: 'GameApplication',
      image: `${ORIGIN}/api/placeholder-image`,
      url: `${ORIGIN}/apps/star-hopper`,
      installUrl: 'https://apps.apple.com/app/id1234567890',
    });
    expect(bodyText(html)).toContain('Star Hopper is an app the page tests render on the server.');
  });

  it('answer a missing app with its error screen and 404', async () => {
    const html = await page('/apps/no-such-app', 404);
    expect(bodyText(html)).toContain('Error Loading App');
    expect(linkHref(html, 'canonical')).toBeUndefined();
  });

  it('have their terms page, and a missing app has none', async () => {
    const html = await page('/apps/star-hopper/terms', 200);
    expect(titleOf(html)).toBe('Star Hopper Terms of Use | Pixelwave Studio');
    expect(bodyText(html)).toContain('No cheating.');
    expect(bodyText(await page('/apps/no-such-app/privacy', 404))).toContain(
      'Error Loading Privacy Policy',
    );
  });

  it('answer 404 for account deletion instructions an app does not have, like an unknown page', async () => {
    const html = await page('/apps/star-hopper/account-deletion', 404);
    expect(bodyText(html)).toContain('404 Page Not Found');
    expect(linkHref(html, 'canonical')).toBeUndefined();
    expect(metaContent(html, 'robots')).toBe('noindex');
  });
});

describe('the blog', () => {
  it('lists published posts and announces the feed', async () => {
    const html = await page('/blog', 200);
    expect(bodyText(html)).toContain('Star Hopper Is Out');
    expect(html).toContain(
      `<link rel="alternate" type="application/rss+xml" title="Pixelwave Studio Blog" href="${ORIGIN}/feed.xml">`,
    );
  });

  it('renders a post with its BlogPosting data', async () => {
    const html = await page('/blog/out', 200);
    expect(titleOf(html)).toBe('Star Hopper Is Out | Pixelwave Studio');
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(linkHref(html, 'alternate')).toBe(`${ORIGIN}/feed.xml`);
    const posting = structuredData(html).BlogPosting;
    expect(posting).toMatchObject({
      headline: 'Star Hopper Is Out',
      image: `${ORIGIN}/api/placeholder-image`,
      url: `${ORIGIN}/blog/out`,
      author: { '@type': 'Organization', name: 'Pixelwave Studio' },
      publisher: { '@type': 'Organization', name: 'Pixelwave Studio' },
    });
    expect(Date.parse(String(posting!.datePublished))).not.toBeNaN();
    expect(Date.parse(String(posting!.dateModified))).not.toBeNaN();
  });

  it('answers a draft with 404, and its title appears in no public answer', async () => {
    expect(bodyText(await page('/blog/sequel', 404))).toContain('Error Loading Blog Post');
    for (const url of ['/', '/blog', '/blog/sequel', '/sitemap.xml', '/feed.xml']) {
      const response = await server().app.inject({ method: 'GET', url });
      expect(response.body).not.toContain(DRAFT_TITLE);
    }
  });
});

describe('other pages', () => {
  it.each([
    ['/about', 'About Us | Pixelwave Studio'],
    ['/contact', 'Contact | Pixelwave Studio'],
    ['/terms', 'Terms of Service | Pixelwave Studio'],
    ['/privacy', 'Privacy Policy | Pixelwave Studio'],
    ['/cookies', 'Cookie Policy | Pixelwave Studio'],
  ])('%s is rendered as %p', async (url, title) => {
    const html = await page(url, 200);
    expect(titleOf(html)).toBe(title);
    expect(linkHref(html, 'canonical')).toBe(`${ORIGIN}${url}`);
  });

  it('answers an unknown path with the not-found screen and 404', async () => {
    const html = await page('/nowhere/at/all', 404);
    expect(bodyText(html)).toContain('404 Page Not Found');
    expect(bodyText(html)).toContain('/nowhere/at/all');
  });
});

describe('link previews', () => {
  it("show the site's share image on pages without a picture of their own, and the admin's once chosen", async () => {
    const home = await page('/', 200);
    expect(metaContent(home, 'og:image')).toBe(`${ORIGIN}/share-image.png`);
    expect(metaContent(home, 'twitter:card')).toBe('summary_large_image');

    const choose = (image: string | null) =>
      server().app.inject({
        method: 'PUT',
        url: '/api/admin/settings/share-image',
        payload: { image },
        ...admin(),
      });
    expect((await choose('https://cdn.example.com/share.png')).statusCode).toBe(200);
    expect(metaContent(await page('/about', 200), 'og:image')).toBe(
      'https://cdn.example.com/share.png',
    );
    // A page with a picture of its own keeps it.
    expect(metaContent(await page('/apps/star-hopper', 200), 'og:image')).toBe(
      `${ORIGIN}/api/placeholder-image`,
    );
    expect((await choose(null)).statusCode).toBe(200);
    expect(metaContent(await page('/about', 200), 'og:image')).toBe(`${ORIGIN}/share-image.png`);
  });

  it('have a default share image that ships with the site: a 1200×630 picture', async () => {
    const response = await server().app.inject({ method: 'GET', url: '/share-image.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      width: 1200,
      height: 630,
    });
  });
});

describe('what a page holds', () => {
  it.each([
    ['/about', 'src/pages/about/AboutPage.tsx'],
    ['/apps/star-hopper', 'src/pages/app-detail/AppDetailPage.tsx'],
  ])(
    '%s links the stylesheets of its own code, so that it paints styled before that code runs',
    async (url, pageModule) => {
      const manifest = JSON.parse(
        readFileSync(join(webDistDir, 'client', '.vite', 'manifest.json'), 'utf8'),
      ) as Record<string, { css?: string[] }>;
      const styles = manifest[pageModule]?.css ?? [];
      expect(styles).not.toEqual([]);
      const html = await page(url, 200);
      for (const style of styles)
        expect(html).toContain(`<link rel="stylesheet" crossorigin href="/${style}">`);
    },
  );

  it('is the same anonymous page for a signed-in visitor: no account items', async () => {
    const anonymous = await page('/about', 200);
    const signedIn = await server().app.inject({
      method: 'GET',
      url: '/about',
      ...withSession(await server().logIn()),
    });
    expect(bodyText(signedIn.body)).toBe(bodyText(anonymous));
    expect(bodyText(signedIn.body)).not.toContain('Logout');
    expect(signedIn.body).not.toContain('href="/admin"');
  });

  it('keeps text that looks like markup inert, in the body, the head and the state', async () => {
    const name = 'Hop </script><script>alert(1)</script>';
    await createContent(server(), admin(), 'apps', appFields({ name, slug: 'hop-script' }));
    const html = await page('/apps/hop-script', 200);
    expect(html).not.toContain('<script>alert(1)');
    expect(titleOf(html)).toBe(`${name} | Pixelwave Studio`);
    expect(structuredData(html).MobileApplication?.name).toBe(name);
  });
});

describe('absolute addresses', () => {
  const behindProxy = useTestServer({ webDistDir, trustProxy: true });
  const withPublicOrigin = useTestServer({
    webDistDir,
    publicOrigin: 'https://studio.example.com',
  });

  it('name localhost at the site’s port when PUBLIC_ORIGIN is unset, whatever the Host says', async () => {
    const response = await server().app.inject({
      method: 'GET',
      url: '/about',
      headers: { host: 'pixelwave.test:8080' },
    });
    expect(linkHref(response.body, 'canonical')).toBe(`${ORIGIN}/about`);
  });

  it('are not the ones a trusted proxy forwards', async () => {
    const response = await behindProxy().app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.pixelwave.test' },
    });
    expect(linkHref(response.body, 'canonical')).toBe(`${ORIGIN}/about`);
  });

  it('come from PUBLIC_ORIGIN whatever the request says', async () => {
    const response = await withPublicOrigin().app.inject({
      method: 'GET',
      url: '/about',
      headers: { host: 'evil.test' },
    });
    expect(linkHref(response.body, 'canonical')).toBe('https://studio.example.com/about');
    expect(metaContent(response.body, 'og:url')).toBe('https://studio.example.com/about');
  });

  it('are the site’s own for a Host header that is not a host', async () => {
    const response = await server().app.inject({
      method: 'GET',
      url: '/about',
      headers: { host: 'bad host"><script>' },
    });
    expect(response.statusCode).toBe(200);
    expect(linkHref(response.body, 'canonical')).toBe(`${ORIGIN}/about`);
  });
});

describe('press kits and releases', () => {
  beforeAll(async () => {
    const starHopper = await server().app.inject({ method: 'GET', url: '/api/apps/star-hopper' });
    const { id } = starHopper.json<{ id: number }>();
    await server().app.inject({
      method: 'PUT',
      url: `/api/admin/apps/${id}`,
      payload: {
        ...appFields({ name: 'Star Hopper', slug: 'star-hopper', featured: true }),
        price: '0',
        releaseDate: '2024-03-14',
        platforms: ['iOS'],
        pressKitEnabled: true,
      },
      ...admin(),
    });
    await server().app.inject({
      method: 'POST',
      url: `/api/admin/apps/${id}/releases`,
      payload: { version: '1.2', releasedAt: '2025-05-02', notes: 'Brighter stars.' },
      ...admin(),
    });
  });

  it("renders an app's press kit, indexed, with the app's preview image", async () => {
    const html = await page('/apps/star-hopper/press', 200);
    expect(titleOf(html)).toBe('Star Hopper press kit | Pixelwave Studio');
    expect(linkHref(html, 'canonical')).toBe(`${ORIGIN}/apps/star-hopper/press`);
    expect(metaContent(html, 'robots')).toBeUndefined();
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}/api/placeholder-image`);
    expect(bodyText(html)).toContain('Fact sheet');
  });

  it('answers 404 for the press kit of an app that has not published one', async () => {
    await page('/apps/focus-flow/press', 404);
  });

  it("shows what's new on the app's page, with the version and price in its structured data", async () => {
    const html = await page('/apps/star-hopper', 200);
    expect(bodyText(html)).toContain('What&#x27;s new in 1.2 May 2, 2025 Brighter stars.');
    expect(structuredData(html).MobileApplication).toMatchObject({
      softwareVersion: '1.2',
      releaseNotes: 'Brighter stars.',
      datePublished: '2024-03-14',
      operatingSystem: 'iOS',
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    });
  });

  it("serves the app's releases feed as RSS, and 404 for an unknown app", async () => {
    const feed = await server().app.inject({
      method: 'GET',
      url: '/apps/star-hopper/releases.xml',
    });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(feed.body).toContain('<title>Star Hopper 1.2</title>');
    const missing = await server().app.inject({ method: 'GET', url: '/apps/nothing/releases.xml' });
    expect(missing.statusCode).toBe(404);
  });

  it('lists the press pages and the releases page in the sitemap, valid by the sitemap protocol', async () => {
    const sitemap = (await server().app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(await sitemapErrors(sitemap)).toEqual([]);
    expect(sitemap).toContain(`<loc>${ORIGIN}/press</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/apps/star-hopper/press</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/apps/star-hopper/releases</loc>`);
    expect(sitemap).not.toContain('/apps/focus-flow/press');
  });
});
