import { builtWebDir } from '../testing/builtWeb';
import { whenPagesAreCached } from '../testing/cacheListening';
import { appFields, createContent, postFields } from '../testing/siteContent';
import { useAdminSession, useTestServer } from '../testing/testServer';

const SHARED = 'public, max-age=0, s-maxage=86400, stale-while-revalidate=30';
const server = useTestServer({ webDistDir: builtWebDir(), publicOrigin: 'http://studio.test' });
const admin = useAdminSession(server);
let appId: number;
let postId: number;

beforeAll(async () => {
  const app = (await createContent(
    server(),
    admin(),
    'apps',
    appFields({ name: 'Tagged', slug: 'tagged' }),
  )) as { id: number };
  appId = app.id;
  const post = (await createContent(
    server(),
    admin(),
    'blog',
    postFields({ title: 'Tagged Post', slug: 'tagged-post', published: true }),
  )) as { id: number };
  postId = post.id;
  await server().app.inject({
    method: 'PUT',
    url: '/api/admin/settings/app-ads',
    ...admin(),
    payload: { content: 'google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0' },
  });
  await whenPagesAreCached(server());
});

const get = (url: string, options: { cookies?: Record<string, string> } = {}) =>
  server().app.inject({ method: 'GET', url, ...options });
const keysOf = (url: string) =>
  get(url).then((answer) => String(answer.headers['surrogate-key']).split(' ').sort());

describe('answers shared caches may keep', () => {
  it.each([
    '/',
    '/apps/tagged',
    '/api/apps',
    '/api/apps/tagged',
    '/feed.xml',
    '/sitemap.xml',
    '/robots.txt',
    '/app-ads.txt',
    '/.well-known/assetlinks.json',
  ])('%s: public, revalidated by browsers, kept by shared caches, with its keys', async (url) => {
    const answer = await get(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe(SHARED);
    expect(answer.headers['surrogate-key']).toMatch(/^site( [a-z0-9-]+)*$/);
    expect(answer.headers['cache-tag']).toBe(
      String(answer.headers['surrogate-key']).replaceAll(' ', ','),
    );
    expect(answer.headers.vary).toBe('accept-encoding');
  });

  it("an app's page lists the app, its releases, view counts and the settings it shows", async () => {
    expect(await keysOf('/apps/tagged')).toEqual(
      ['site', `app-${appId}`, 'app-views', `releases-${appId}`, 'settings'].sort(),
    );
  });

  it('the home page lists the kinds its lists show', async () => {
    expect(await keysOf('/')).toEqual(['site', 'apps', 'app-views', 'posts', 'settings'].sort());
  });

  it("a post's API read lists the post only", async () => {
    expect(await keysOf('/api/blog/tagged-post')).toEqual([`post-${postId}`, 'site']);
  });

  it('app-ads.txt lists the settings', async () => {
    expect(await keysOf('/app-ads.txt')).toEqual(['settings', 'site']);
  });
});

describe('answers in a language', () => {
  const setLocales = (locales: string[]) =>
    server().app.inject({
      method: 'PUT',
      url: '/api/admin/settings/locales',
      payload: { default: 'en', locales },
      ...admin(),
    });
  beforeAll(() => setLocales(['en', 'de']));
  afterAll(() => setLocales(['en']));

  it("list the settings too (whether the site has the language, the storefront its links open): an app's, as the site's pages call for it", async () => {
    const input = encodeURIComponent(JSON.stringify({ param: 'tagged', locale: 'de' }));
    expect(await keysOf(`/trpc/apps.byParam?input=${input}`)).toEqual(
      ['site', `app-${appId}`, 'app-views', 'settings'].sort(),
    );
  });
});

describe('answers no shared cache may keep', () => {
  it.each(['/admin', '/auth'])('the browser-rendered screen %s is private', async (url) => {
    const answer = await get(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['surrogate-key']).toBeUndefined();
  });

  it('an admin read is private', async () => {
    const answer = await get('/api/admin/apps', admin());
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('an answer that sets a cookie is private', async () => {
    const answer = await server().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'admin-password' },
    });
    expect(answer.headers['set-cookie']).toBeDefined();
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('a page not found is revalidated, and carries no keys', async () => {
    const answer = await get('/apps/missing');
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['surrogate-key']).toBeUndefined();
  });
});
