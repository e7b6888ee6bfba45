import { builtWebDir } from '../testing/builtWeb';
import { whenPagesAreCached } from '../testing/cacheListening';
import { bodyText, linkHref, titleOf } from '../testing/pageHtml';
import { sitemapErrors } from '../testing/sitemapErrors';
import { appFields, createContent, postFields } from '../testing/siteContent';
import { useAdminSession, useTestServer } from '../testing/testServer';

const PUBLIC_ORIGIN = 'http://studio.test';
const server = useTestServer({ webDistDir: builtWebDir(), publicOrigin: PUBLIC_ORIGIN });
const admin = useAdminSession(server);

async function setLocales(locales: string[]) {
  const saved = await server().app.inject({
    method: 'PUT',
    url: '/api/admin/settings/locales',
    payload: { default: 'en', locales },
    ...admin(),
  });
  expect(saved.statusCode).toBe(200);
  await whenPagesAreCached(server());
}

const get = (url: string) => server().app.inject({ method: 'GET', url });
const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
    ([, lang, href]) => [lang, href],
  );

async function translate(kind: 'apps' | 'blog', id: number, fields: object) {
  const saved = await server().app.inject({
    method: 'PUT',
    url: `/api/admin/${kind}/${id}/translations/de`,
    payload: fields,
    ...admin(),
  });
  expect(saved.statusCode).toBe(200);
}

beforeAll(async () => {
  const hopper = await createContent(
    server(),
    admin(),
    'apps',
    appFields({ name: 'Star Hopper', slug: 'star-hopper' }),
  );
  await createContent(server(), admin(), 'apps', appFields({ name: 'Moon Miner', slug: 'miner' }));
  const [diary, notes] = await Promise.all(
    ['diary', 'notes'].map((slug) =>
      createContent(
        server(),
        admin(),
        'blog',
        postFields({ title: `Post ${slug}`, slug, published: true }),
      ),
    ),
  );
  await setLocales(['en', 'de']);
  await translate('apps', hopper.id, {
    name: 'Sternenhüpfer',
    shortDescription: 'Ein Arcade-Spiel mit einem Daumen.',
  });
  await translate('blog', diary!.id, { title: 'Entwicklertagebuch', published: true });
  await translate('blog', notes!.id, { title: 'Notizen', published: false });
});

describe("the site's pages in its other languages", () => {
  it.each([
    '/de',
    '/de/apps',
    '/de/apps/category/Game',
    '/de/apps/star-hopper',
    '/de/apps/star-hopper/privacy',
    '/de/about',
    '/de/press',
    '/de/terms',
  ])('%s is the page in German, at its own canonical address', async (url) => {
    const page = await get(url);
    expect(page.statusCode).toBe(200);
    expect(langOf(page.body)).toBe('de');
    expect(linkHref(page.body, 'canonical')).toBe(`${PUBLIC_ORIGIN}${url}`);
  });

  it("show each app's translated texts, and the default language's where it has none", async () => {
    for (const url of ['/de', '/de/apps']) {
      const page = (await get(url)).body;
      expect(page).toContain('Sternenhüpfer');
      expect(page).toContain('Ein Arcade-Spiel mit einem Daumen.');
      expect(page).toContain('Moon Miner');
      expect(page).not.toContain('Star Hopper');
    }
    const app = (await get('/de/apps/star-hopper')).body;
    expect(app).toContain('<title>Sternenhüpfer');
    expect((await get('/apps/star-hopper')).body).toContain('<title>Star Hopper');
  });

  it('show the site’s terms in German, saying the English version at /terms governs', async () => {
    const terms = (await get('/de/terms')).body;
    expect(titleOf(terms)).toBe('Nutzungsbedingungen | Pixelwave Studio');
    expect(bodyText(terms)).toContain('Wer wir sind');
    expect(bodyText(terms)).toContain(
      'Diese Übersetzung dient der Information; maßgeblich ist die englische Fassung',
    );
    expect(terms).toContain('<a href="/terms" hrefLang="en"');
    expect(bodyText(terms)).not.toContain('Who we are');
  });

  it('list only the posts whose translation is published there, each in its translation', async () => {
    const blog = (await get('/de/blog')).body;
    expect(blog).toContain('Entwicklertagebuch');
    expect(blog).not.toContain('Notizen');
    expect(blog).not.toContain('Post notes');
    expect((await get('/de/blog/diary')).body).toContain('Entwicklertagebuch');
    expect((await get('/de/blog/notes')).statusCode).toBe(404);
    expect((await get('/blog/notes')).statusCode).toBe(200);
  });

  it("have the blog's feed in German: the posts published in German, at their German addresses", async () => {
    const feed = await get('/de/feed.xml');
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(feed.body).toContain('<language>de</language>');
    expect(feed.body).toContain(`<link>${PUBLIC_ORIGIN}/de/blog/diary</link>`);
    expect(feed.body).toContain('<title>Entwicklertagebuch</title>');
    expect(feed.body).not.toContain('notes');
    expect(linkHref((await get('/de/blog')).body, 'alternate')).toBe(
      `${PUBLIC_ORIGIN}/de/feed.xml`,
    );
  });

  it('links each language version of a page, and the default one as x-default', async () => {
    const page = await get('/apps/star-hopper');
    expect(langOf(page.body)).toBe('en');
    expect(alternates(page.body)).toEqual([
      ['en', `${PUBLIC_ORIGIN}/apps/star-hopper`],
      ['de', `${PUBLIC_ORIGIN}/de/apps/star-hopper`],
      ['x-default', `${PUBLIC_ORIGIN}/apps/star-hopper`],
    ]);
  });

  it('has no address under a language the site lacks, under the default one, or before a screen without languages', async () => {
    for (const url of ['/ja/apps', '/en/apps', '/de/admin', '/de/auth', '/de/nowhere']) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 404 });
    }
    for (const url of ['/ja/feed.xml', '/en/feed.xml', '/apps/feed.xml']) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('are in the sitemap, each with its language versions, valid by the sitemap protocol', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(await sitemapErrors(sitemap)).toEqual([]);
    expect(sitemap).toContain(`<loc>${PUBLIC_ORIGIN}/de/apps/star-hopper</loc>`);
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="de" href="${PUBLIC_ORIGIN}/de/apps/star-hopper"/>`,
    );
  });

  it("name a post's versions only in the languages it is published in", async () => {
    expect(alternates((await get('/blog/diary')).body)).toEqual([
      ['en', `${PUBLIC_ORIGIN}/blog/diary`],
      ['de', `${PUBLIC_ORIGIN}/de/blog/diary`],
      ['x-default', `${PUBLIC_ORIGIN}/blog/diary`],
    ]);
    expect(alternates((await get('/blog/notes')).body)).toEqual([]);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${PUBLIC_ORIGIN}/de/blog/diary</loc>`);
    expect(sitemap).toContain(`<loc>${PUBLIC_ORIGIN}/blog/notes</loc>`);
    expect(sitemap).not.toContain('/de/blog/notes');
  });

  it('drops the addresses of a language the admin removes', async () => {
    expect((await get('/de/apps')).statusCode).toBe(200);
    await setLocales(['en']);
    expect((await get('/de/apps')).statusCode).toBe(404);
    expect(alternates((await get('/apps')).body)).toEqual([]);
    expect((await get('/sitemap.xml')).body).not.toContain('/de/');
    await setLocales(['en', 'de']);
  });
});
