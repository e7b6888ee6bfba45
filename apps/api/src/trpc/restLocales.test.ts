import {
  LOCALES_MESSAGES,
  UNKNOWN_LOCALE_MESSAGE,
  VALIDATION_FAILED_MESSAGE,
} from '@studio/schemas';
import { useAdminSession, useTestServer } from '../testing/testServer';

const server = useTestServer();
const admin = useAdminSession(server);

const readLocales = () => server().app.inject({ method: 'GET', url: '/api/locales' });
const saveLocales = (payload: object) =>
  server().app.inject({ method: 'PUT', url: '/api/admin/settings/locales', payload, ...admin() });

describe("the site's languages over REST", () => {
  it('are set with PUT /api/admin/settings/locales and read by anyone at GET /api/locales', async () => {
    const saved = await saveLocales({ default: 'en', locales: ['en', 'de', 'ja'] });
    expect(saved.statusCode).toBe(200);
    const read = await readLocales();
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      default: 'en',
      locales: [
        { code: 'en', name: 'English' },
        { code: 'de', name: 'Deutsch' },
        { code: 'ja', name: '日本語' },
      ],
    });
    expect(read.json()).toEqual(saved.json());
  });

  it('are an answer shared caches keep until the settings change', async () => {
    const read = await readLocales();
    expect(read.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(read.headers['surrogate-key']).toBe('site settings');
  });

  it('refuse an unknown tag with 400 and the message at its field, keeping the languages', async () => {
    await saveLocales({ default: 'en', locales: ['en', 'de'] });
    const refused = await saveLocales({ default: 'en', locales: ['en', 'klingon'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: VALIDATION_FAILED_MESSAGE,
      errors: { locales: [UNKNOWN_LOCALE_MESSAGE] },
    });
    expect((await readLocales()).json().locales).toHaveLength(2);
  });

  it('refuse a default that is not among them with 400 and the message at its field', async () => {
    const refused = await saveLocales({ default: 'ja', locales: ['en', 'de'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: VALIDATION_FAILED_MESSAGE,
      errors: { default: [LOCALES_MESSAGES.defaultMissing] },
    });
  });

  it('are set by an admin only', async () => {
    const anonymous = await server().app.inject({
      method: 'PUT',
      url: '/api/admin/settings/locales',
      payload: { default: 'en', locales: ['en'] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
