import { VALIDATION_FAILED_MESSAGE, TRANSLATION_MESSAGES } from '@studio/schemas';
import { appFields, createContent } from '../testing/siteContent';
import { useAdminSession, useTestServer } from '../testing/testServer';

const server = useTestServer();
const admin = useAdminSession(server);

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server().app.inject({ method, url, payload, ...admin() });

let appId: number;
beforeAll(async () => {
  await call('PUT', '/api/admin/settings/locales', { default: 'en', locales: ['en', 'de'] });
  const app = await createContent(
    server(),
    admin(),
    'apps',
    appFields({ name: 'Star Hopper', slug: 'hopper' }),
  );
  appId = app.id;
});

describe("an app's translations over REST", () => {
  it('are set with PUT …/translations/{locale} and listed with GET …/translations', async () => {
    const saved = await call('PUT', `/api/admin/apps/${appId}/translations/de`, {
      name: 'Sternenhüpfer',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ locale: 'de', fields: { name: 'Sternenhüpfer' } });

    const listed = await call('GET', `/api/admin/apps/${appId}/translations`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({
      default: 'en',
      translations: [{ locale: 'de', translated: ['name'] }],
    });
  });

  it('refuse a field the app would refuse with 400 and the message at the field', async () => {
    const refused = await call('PUT', `/api/admin/apps/${appId}/translations/de`, {
      shortDescription: 'Short',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: VALIDATION_FAILED_MESSAGE,
      errors: { shortDescription: ['Short description must be at least 10 characters'] },
    });
  });

  it('refuse a language the site lacks with 400 at locale', async () => {
    const refused = await call('PUT', `/api/admin/apps/${appId}/translations/fr`, {
      name: 'Sauteur',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: VALIDATION_FAILED_MESSAGE,
      errors: { locale: [TRANSLATION_MESSAGES.notASiteLocale] },
    });
  });

  it('are removed with DELETE, and a missing one answers 404', async () => {
    await call('PUT', `/api/admin/apps/${appId}/translations/de`, { name: 'Sternenhüpfer' });
    const removed = await call('DELETE', `/api/admin/apps/${appId}/translations/de`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ locale: 'de', deleted: true });
    const again = await call('DELETE', `/api/admin/apps/${appId}/translations/de`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: TRANSLATION_MESSAGES.notTranslated });
  });

  it('answer 404 for an app that does not exist', async () => {
    expect((await call('GET', '/api/admin/apps/99999/translations')).statusCode).toBe(404);
  });
});
