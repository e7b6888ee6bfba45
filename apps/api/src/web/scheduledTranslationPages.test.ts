import { builtWebDir } from '../testing/builtWeb';
import { whenPagesAreCached } from '../testing/cacheListening';
import { eventually } from '../testing/eventually';
import { createContent, postFields } from '../testing/siteContent';
import { useAdminSession, useTestServer } from '../testing/testServer';

const PUBLIC_ORIGIN = 'http://studio.test';
const server = useTestServer({
  webDistDir: builtWebDir(),
  publicOrigin: PUBLIC_ORIGIN,
  scheduleCheckMs: 100,
});
const admin = useAdminSession(server);

const get = (url: string) => server().app.inject({ method: 'GET', url });
const GERMAN_PAGES = ['/de/blog', '/de/feed.xml', '/sitemap.xml'];

let postId: number;
beforeAll(async () => {
  const locales = await server().app.inject({
    method: 'PUT',
    url: '/api/admin/settings/locales',
    payload: { default: 'en', locales: ['en', 'de'] },
    ...admin(),
  });
  expect(locales.statusCode).toBe(200);
  const post = await createContent(
    server(),
    admin(),
    'blog',
    postFields({ title: 'Post diary', slug: 'diary', published: true }),
  );
  postId = post.id;
  const translated = await server().app.inject({
    method: 'PUT',
    url: `/api/admin/blog/${postId}/translations/de`,
    payload: {
      title: 'Entwicklertagebuch',
      published: true,
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
    ...admin(),
  });
  expect(translated.statusCode).toBe(200);
  await whenPagesAreCached(server());
});

describe("a post's German translation scheduled on its own", () => {
  it('is absent from the German blog, feed and sitemap, and has no page there, until its time', async () => {
    expect((await get('/de/blog')).body).not.toContain('Entwicklertagebuch');
    expect((await get('/de/feed.xml')).body).not.toContain('/de/blog/diary');
    expect((await get('/sitemap.xml')).body).not.toContain('/de/blog/diary');
    expect((await get('/de/blog/diary')).statusCode).toBe(404);
    expect((await get('/blog/diary')).statusCode).toBe(200);
  });

  it('shows in all of them once its time has come, with no save: the scheduler drops the cached pages', async () => {
    // Cached without it first, so that only the scheduler's announcement can bring it in.
    for (const url of GERMAN_PAGES) await get(url);
    await server().query(
      `update blog_post_translations set publish_at = now() - interval '1 second' where post_id = ?`,
      [postId],
    );
    const feed = await eventually(
      async () => (await get('/de/feed.xml')).body,
      (body) => body.includes('<title>Entwicklertagebuch</title>'),
    );
    expect(feed).toContain(`<link>${PUBLIC_ORIGIN}/de/blog/diary</link>`);
    expect((await get('/de/blog')).body).toContain('Entwicklertagebuch');
    expect((await get('/sitemap.xml')).body).toContain(`<loc>${PUBLIC_ORIGIN}/de/blog/diary</loc>`);
    expect((await get('/de/blog/diary')).statusCode).toBe(200);
  });
});
