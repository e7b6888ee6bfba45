import {
  PREVIEW_NOT_FOUND_MESSAGE,
  TRANSLATION_MESSAGES,
  VALIDATION_FAILED_MESSAGE,
} from '@studio/schemas';
import { createContent, postFields } from '../testing/siteContent';
import { useAdminSession, useTestServer } from '../testing/testServer';

const server = useTestServer({ publicOrigin: 'https://studio.example' });
const admin = useAdminSession(server);

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server().app.inject({ method, url, payload, ...admin() });
const read = (url: string) => server().app.inject({ method: 'GET', url });

let postId: number;
beforeAll(async () => {
  await call('PUT', '/api/admin/settings/locales', { default: 'en', locales: ['en', 'de'] });
  const draft = postFields({ title: 'Secret Sequel', slug: 'sequel', published: false });
  postId = (await createContent(server(), admin(), 'blog', draft)).id;
  await call('PUT', `/api/admin/blog/${postId}/translations/de`, {
    title: 'Geheime Fortsetzung',
    published: false,
  });
});

/** A new German preview link of the draft, as the admin gets it: its path. */
async function germanPreviewPath(): Promise<string> {
  const created = await call('POST', `/api/admin/blog/${postId}/preview-link`, { locale: 'de' });
  expect(created.statusCode).toBe(201);
  return new URL(created.json<{ url: string }>().url).pathname;
}

const tokenOf = (path: string) => path.slice('/de/preview/'.length);

describe('a preview link in another language over REST', () => {
  it("leads to the preview under the language's prefix", async () => {
    expect(await germanPreviewPath()).toMatch(/^\/de\/preview\/[\w-]{43}$/);
  });

  it("reads a draft post's draft German translation with ?locale=de, in Content-Language de", async () => {
    const token = tokenOf(await germanPreviewPath());
    const response = await read(`/api/preview/${token}?locale=de`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      kind: 'blogPost',
      post: { title: 'Geheime Fortsetzung' },
    });
    expect(response.headers['content-language']).toBe('de');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses a language the site lacks with 400 at locale', async () => {
    const token = tokenOf(await germanPreviewPath());
    const refused = await read(`/api/preview/${token}?locale=fr`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: VALIDATION_FAILED_MESSAGE,
      errors: { locale: [TRANSLATION_MESSAGES.notASiteLocale] },
    });
  });

  it('cannot be made in a language the site lacks', async () => {
    const refused = await call('POST', `/api/admin/blog/${postId}/preview-link`, { locale: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: VALIDATION_FAILED_MESSAGE,
      errors: { locale: [TRANSLATION_MESSAGES.notASiteLocale] },
    });
  });

  it('answers 404 once expired, in a language too', async () => {
    const token = tokenOf(await germanPreviewPath());
    await server().query("update preview_links set expires_at = now() - interval '1 second'");
    const expired = await read(`/api/preview/${token}?locale=de`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ message: PREVIEW_NOT_FOUND_MESSAGE });
  });
});
