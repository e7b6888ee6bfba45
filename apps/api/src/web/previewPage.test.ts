import { builtWebDir } from '../testing/builtWeb';
import { metaContent, titleOf } from '../testing/pageHtml';
import { createContent, postFields } from '../testing/siteContent';
import { useAdminSession, useTestServer } from '../testing/testServer';

const server = useTestServer({ webDistDir: builtWebDir(), publicOrigin: 'https://studio.example' });
const admin = useAdminSession(server);
const DRAFT_TITLE = 'Embargoed Sequel Announcement';

async function previewLink(postId: number): Promise<string> {
  const response = await server().app.inject({
    method: 'POST',
    url: `/api/admin/blog/${postId}/preview-link`,
    payload: { days: 2 },
    ...admin(),
  });
  expect(response.statusCode).toBe(201);
  return new URL(response.json<{ url: string }>().url).pathname;
}

let postId: number;

beforeAll(async () => {
  const draft = postFields({ title: DRAFT_TITLE, slug: 'sequel', published: false });
  postId = (await createContent(server(), admin(), 'blog', draft)).id;
});

const get = (url: string) => server().app.inject({ method: 'GET', url });

describe('a preview page', () => {
  it('shows the draft to a visitor without an account, kept by no cache and indexed by no one', async () => {
    const path = await previewLink(postId);
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toContain(DRAFT_TITLE);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(metaContent(response.body, 'robots')).toBe('noindex');
    // Asked again, it is rendered again rather than served from the content cache.
    expect((await get(path)).headers['cache-control']).toBe('private, no-store');
  });

  it('reads the same through the API, also kept by no one and indexed by no one', async () => {
    const token = (await previewLink(postId)).split('/').pop()!;
    for (const url of [
      `/api/preview/${token}`,
      `/trpc/preview.byToken?input=${encodeURIComponent(JSON.stringify({ token }))}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(DRAFT_TITLE);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
    }
  });

  it('answers 404 once the links are revoked, or for a made-up token', async () => {
    const path = await previewLink(postId);
    const revoked = await server().app.inject({
      method: 'DELETE',
      url: `/api/admin/blog/${postId}/preview-link`,
      ...admin(),
    });
    expect(revoked.statusCode).toBe(200);
    for (const url of [path, '/preview/made-up-token']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.body).not.toContain(DRAFT_TITLE);
    }
  });

  it('is never in the sitemap or the feed', async () => {
    await previewLink(postId);
    for (const file of ['/sitemap.xml', '/feed.xml']) {
      const body = (await get(file)).body;
      expect(body).not.toContain('/preview/');
      expect(body).not.toContain(DRAFT_TITLE);
    }
  });
});

describe('a preview page in another language', () => {
  const GERMAN_TITLE = 'Angekündigte Fortsetzung';

  beforeAll(async () => {
    const call = (method: 'PUT', url: string, payload: object) =>
      server().app.inject({ method, url, payload, ...admin() });
    await call('PUT', '/api/admin/settings/locales', { default: 'en', locales: ['en', 'de'] });
    await call('PUT', `/api/admin/blog/${postId}/translations/de`, {
      title: GERMAN_TITLE,
      published: false,
    });
  });

  async function germanPreviewLink(): Promise<string> {
    const response = await server().app.inject({
      method: 'POST',
      url: `/api/admin/blog/${postId}/preview-link`,
      payload: { locale: 'de' },
      ...admin(),
    });
    expect(response.statusCode).toBe(201);
    return new URL(response.json<{ url: string }>().url).pathname;
  }

  it('shows the draft German translation in a German page, kept by no cache and indexed by no one', async () => {
    const path = await germanPreviewLink();
    expect(path).toMatch(/^\/de\/preview\//);
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toContain(GERMAN_TITLE);
    expect(response.body).toMatch(/<html lang="de"/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect((await get(path)).headers['cache-control']).toBe('private, no-store');
  });

  it('answers 404 for a made-up token, privately too', async () => {
    const response = await get('/de/preview/made-up-token');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
  });
});
