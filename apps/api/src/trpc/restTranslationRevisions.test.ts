import { VALIDATION_FAILED_MESSAGE, TRANSLATION_MESSAGES } from '@studio/schemas';
import { createContent, postFields } from '../testing/siteContent';
import { useAdminSession, useTestServer } from '../testing/testServer';

const server = useTestServer();
const admin = useAdminSession(server);

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server().app.inject({ method, url, payload, ...admin() });

let postId: number;
beforeAll(async () => {
  await call('PUT', '/api/admin/settings/locales', { default: 'en', locales: ['en', 'de'] });
  postId = (
    await createContent(
      server(),
      admin(),
      'blog',
      postFields({ title: 'Dev Diary', slug: 'diary', published: true }),
    )
  ).id;
  await call('PUT', `/api/admin/blog/${postId}/translations/de`, {
    title: 'Tagebuch der Entwicklung',
  });
  await call('PUT', `/api/admin/blog/${postId}/translations/de`, {
    title: 'Aus Versehen überschrieben',
  });
});

const revisionsPath = () => `/api/admin/blog/${postId}/translations/de/revisions`;

describe("a post translation's revisions over REST", () => {
  it('are listed with GET …/translations/{locale}/revisions, newest first', async () => {
    const listed = await call('GET', revisionsPath());
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((revision: { summary: string[] }) => revision.summary)).toEqual([
      ['title'],
      ['title', 'published', 'publishAt'],
    ]);
  });

  it('answer one with its content, and restore it with POST …/restore', async () => {
    const oldest = (await call('GET', revisionsPath())).json().at(-1);
    const read = await call('GET', `${revisionsPath()}/${oldest.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().content).toEqual({
      title: 'Tagebuch der Entwicklung',
      published: false,
      publishAt: null,
    });

    const restored = await call('POST', `${revisionsPath()}/${oldest.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      locale: 'de',
      fields: { title: 'Tagebuch der Entwicklung' },
    });
  });

  it('answer 404 for a revision the translation does not have', async () => {
    const missing = await call('GET', `${revisionsPath()}/999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Revision not found' });
  });

  it('answer 400 at locale for a language the site lacks', async () => {
    const refused = await call('GET', `/api/admin/blog/${postId}/translations/fr/revisions`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: VALIDATION_FAILED_MESSAGE,
      errors: { locale: [TRANSLATION_MESSAGES.notASiteLocale] },
    });
  });

  it('are for signed-in admins only', async () => {
    const anonymous = await server().app.inject({ method: 'GET', url: revisionsPath() });
    expect(anonymous.statusCode).toBe(401);
  });
});
