import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { builtWebDir } from '../testing/builtWeb';
import { whenCachesListen, whenPagesAreCached } from '../testing/cacheListening';
import { appFields, createContent } from '../testing/siteContent';
import { useAdminSession, useTestServer } from '../testing/testServer';

const PUBLIC_ORIGIN = 'http://studio.test';
const server = useTestServer({ webDistDir: builtWebDir(), publicOrigin: PUBLIC_ORIGIN });
const admin = useAdminSession(server);

/** Adds an app, then waits until this instance has also heard its own change notification. */
async function addApp(name: string, slug: string) {
  await createContent(server(), admin(), 'apps', appFields({ name, slug }));
  await whenPagesAreCached(server());
}

beforeAll(() => addApp('Cached Hopper', 'cached'));

const get = (url: string, headers: Record<string, string> = {}) =>
  server().app.inject({ method: 'GET', url, headers });
const head = (url: string, headers: Record<string, string> = {}) =>
  server().app.inject({ method: 'HEAD', url, headers });

describe('cached answers', () => {
  it.each(['/', '/apps/cached', '/sitemap.xml', '/feed.xml', '/robots.txt', '/api/apps'])(
    '%s is sent in brotli or gzip to clients that take it, the same content as the plain body',
    async (url) => {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['vary']).toBe('accept-encoding');
      expect(plain.headers['content-encoding']).toBeUndefined();

      const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      const gzip = await get(url, { 'accept-encoding': 'gzip' });
      if (plain.rawPayload.length > 1024) {
        expect(brotli.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      }
      expect(brotli.headers['content-type']).toBe(plain.headers['content-type']);
    },
  );

  it('carry an ETag and answer 304 when the client already has them', async () => {
    const first = await get('/apps', { 'accept-encoding': 'br' });
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=86400, stale-while-revalidate=30',
    );

    const again = await get('/apps', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['etag']).toBe(etag);

    const json = await get('/api/apps');
    const notModified = await get('/api/apps', { 'if-none-match': String(json.headers['etag']) });
    expect(notModified.statusCode).toBe(304);
  });

  it('are compressed and tagged from the very first answer', async () => {
    await addApp('Fresh Hopper', 'fresh');
    const first = await get('/apps/fresh', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['etag']).toBeDefined();
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('Fresh Hopper');
  });

  it('serve a page again without rendering it, until content changes', async () => {
    const before = (await get('/apps')).body;
    // Behind the API's back (no notification): the page comes from the cache.
    await server().query(`update apps set name = 'Renamed Quietly' where slug = 'cached'`);
    expect((await get('/apps')).body).toBe(before);

    await addApp('Newest Hopper', 'newest');
    const after = (await get('/apps')).body;
    expect(after).toContain('Newest Hopper');
    expect(after).toContain('Renamed Quietly');
  });

  it('render a page once for a burst of requests that all find it missing', async () => {
    await addApp('Burst Hopper', 'burst');
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/apps/burst')));
    // Each rendering carries its own render time: one body means one rendering.
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
  });

  it('never keep a page that was not found: it appears once its app exists', async () => {
    expect((await get('/apps/later')).statusCode).toBe(404);
    await addApp('Later App', 'later');
    expect((await get('/apps/later')).statusCode).toBe(200);
  });

  it('keep one page per path: made-up query strings neither render it anew nor grow the cache', async () => {
    const page = await get('/about');
    const list = (await get('/api/apps')).body;
    await server().query(`update apps set name = 'Changed Behind The Back'`);
    for (let index = 0; index < 600; index++) {
      const response = await get(`/about?utm=${index}`);
      expect(response.body).toBe(page.body);
    }
    // Had every query string taken a place, the JSON list would have been dropped from the cache by now.
    expect((await get('/api/apps')).body).toBe(list);
  });

  it('are kept under PUBLIC_ORIGIN alone: a made-up Host gets the one kept page', async () => {
    const page = await get('/about');
    const elsewhere = await get('/about', { host: 'evil.test', 'x-forwarded-host': 'evil.test' });
    expect(elsewhere.body).toBe(page.body);
    expect(page.body).toContain(`${PUBLIC_ORIGIN}/about`);
  });

  it('answer HEAD from the same entry as GET: its status, ETag, Vary and length, no body', async () => {
    for (const url of ['/', '/apps/cached']) {
      const browser = { 'accept-encoding': 'gzip, deflate, br' };
      const full = await get(url, browser);
      const bare = await head(url, browser);
      expect(bare.statusCode).toBe(200);
      expect(bare.rawPayload.length).toBe(0);
      for (const name of ['etag', 'vary', 'content-length', 'content-encoding', 'content-type']) {
        expect(bare.headers[name]).toBe(full.headers[name]);
      }
    }
  });

  it('fill the cache from a HEAD too', async () => {
    await addApp('Headed Hopper', 'headed');
    const bare = await head('/apps/headed', { 'accept-encoding': 'br' });
    expect(bare.headers['etag']).toBeDefined();
    const full = await get('/apps/headed', { 'accept-encoding': 'br' });
    expect(full.headers['etag']).toBe(bare.headers['etag']);
  });
});

describe('a not-found page', () => {
  it('goes out compressed and tagged, and is never kept', async () => {
    const missing = await get('/apps/nowhere', { 'accept-encoding': 'gzip, deflate, br' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
    expect(missing.headers['etag']).toMatch(/^W\/"/);
    expect(missing.headers['vary']).toBe('accept-encoding');
    expect(brotliDecompressSync(missing.rawPayload).toString()).toContain('<!doctype html>');

    const again = await get('/apps/nowhere', { 'if-none-match': String(missing.headers['etag']) });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('<!doctype html>');
  });
});

describe('pages without PUBLIC_ORIGIN', () => {
  const bare = useTestServer({ webDistDir: builtWebDir(), port: 3000 });

  it('name the site at localhost and its port, whatever the Host, and are kept like any page', async () => {
    const about = (host: string) =>
      bare().app.inject({ method: 'GET', url: '/about', headers: { host } });
    await whenCachesListen(bare());
    const first = await about('one.test');
    expect(first.body).toContain('http://localhost:3000/about');
    // Each rendering carries its own render time: the same body is the one kept page.
    for (const host of ['two.test', 'one.test']) {
      const page = await about(host);
      expect(page.body).toBe(first.body);
      expect(page.body).not.toContain('.test');
    }
  });
});
