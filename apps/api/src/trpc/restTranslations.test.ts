import {
  PUBLISH_AT_MESSAGE,
  VALIDATION_FAILED_MESSAGE,
  TRANSLATION_MESSAGES,
} from '@studio/schemas';
import { appFields, createContent, postFields } from '../testing/siteContent';
import { useAdminSession, useTestServer } from '../testing/testServer';

const server = useTestServer();
const admin = useAdminSession(server);

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
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

  it("take the app's own screenshots in the language, read with ?locale=, and refuse an entry that is none", async () => {
    const screenshots = [
      'https://cdn.example.com/bild-1.png',
      'https://cdn.example.com/bild-2.png',
    ];
    const saved = await call('PUT', `/api/admin/apps/${appId}/translations/de`, { screenshots });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ fields: { screenshots }, translated: ['screenshots'] });
    const german = await server().app.inject({ method: 'GET', url: '/api/apps/hopper?locale=de' });
    expect(german.json().screenshots).toEqual(screenshots);

    const refused = await call('PUT', `/api/admin/apps/${appId}/translations/de`, {
      screenshots: ['not a picture'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: VALIDATION_FAILED_MESSAGE,
      errors: {
        screenshots: ['Each screenshot must be an uploaded image or video, or a YouTube link'],
      },
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

describe("a post's translation schedule over REST", () => {
  let postId: number;
  beforeAll(async () => {
    postId = (
      await createContent(
        server(),
        admin(),
        'blog',
        postFields({ title: 'A Scheduled Post', slug: 'scheduled', published: true }),
      )
    ).id;
  });

  it('is set with PUT …/translations/{locale} and answered by it and by GET …/translations, in UTC', async () => {
    const saved = await call('PUT', `/api/admin/blog/${postId}/translations/de`, {
      title: 'Geplanter Beitrag',
      published: true,
      publishAt: '2099-06-01T09:30:00+02:00',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ locale: 'de', publishAt: '2099-06-01T07:30:00.000Z' });

    const listed = await call('GET', `/api/admin/blog/${postId}/translations`);
    expect(listed.json().translations).toEqual([
      expect.objectContaining({ locale: 'de', publishAt: '2099-06-01T07:30:00.000Z' }),
    ]);
  });

  it('is cleared with null', async () => {
    const saved = await call('PUT', `/api/admin/blog/${postId}/translations/de`, {
      title: 'Geplanter Beitrag',
      publishAt: null,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().publishAt).toBeNull();
  });

  it('refuses a date-time without its offset with 400 and the message at publishAt', async () => {
    const refused = await call('PUT', `/api/admin/blog/${postId}/translations/de`, {
      title: 'Geplanter Beitrag',
      publishAt: '2099-06-01 09:30',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: VALIDATION_FAILED_MESSAGE,
      errors: { publishAt: [PUBLISH_AT_MESSAGE] },
    });
  });
});

describe('public reads in a language', () => {
  const read = (url: string) => server().app.inject({ method: 'GET', url });

  it("answer an app with its translation's fields, the rest in the default language", async () => {
    await call('PUT', `/api/admin/apps/${appId}/translations/de`, { name: 'Sternenhüpfer' });
    const german = await read('/api/apps/hopper?locale=de');
    expect(german.statusCode).toBe(200);
    expect(german.headers['content-language']).toBe('de');
    expect(german.json()).toMatchObject({ name: 'Sternenhüpfer', slug: 'hopper' });
    expect(german.json().description).toBe((await read('/api/apps/hopper')).json().description);

    // Kept by the content cache with its language.
    const again = await read('/api/apps/hopper?locale=de');
    expect(again.headers['content-language']).toBe('de');
    expect(again.json().name).toBe('Sternenhüpfer');

    const english = await read('/api/apps/hopper');
    expect(english.json().name).toBe('Star Hopper');
    expect(english.headers['content-language']).toBeUndefined();
  });

  it("open an app's App Store link in the language's storefront, the one the admin chose once saved", async () => {
    expect((await read('/api/apps/hopper?locale=de')).json().appStoreLink).toMatch(
      /^https:\/\/apps\.apple\.com\/de\//,
    );
    await call('PUT', '/api/admin/settings/locales', {
      default: 'en',
      locales: ['en', 'de'],
      storefronts: { de: 'at' },
    });
    const after = await read('/api/apps/hopper?locale=de');
    expect(after.json().appStoreLink).toMatch(/^https:\/\/apps\.apple\.com\/at\//);
  });

  it('refuse a language the site lacks with 400 at locale', async () => {
    const refused = await read('/api/apps/hopper?locale=fr');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ locale: [TRANSLATION_MESSAGES.notASiteLocale] });
  });

  it('show a post in a language only once its translation there is published', async () => {
    const post = await createContent(
      server(),
      admin(),
      'blog',
      postFields({ title: 'Behind the Scenes', slug: 'behind', published: true }),
    );
    const translate = (published: boolean) =>
      call('PUT', `/api/admin/blog/${post.id}/translations/de`, {
        title: 'Hinter den Kulissen',
        published,
      });
    await translate(false);
    expect((await read('/api/blog/behind?locale=de')).statusCode).toBe(404);

    await translate(true);
    const german = await read('/api/blog/behind?locale=de');
    expect(german.statusCode).toBe(200);
    expect(german.json().title).toBe('Hinter den Kulissen');
    expect(german.headers['content-language']).toBe('de');
  });
});

describe("the studio's press facts in a language over REST", () => {
  const read = (url: string) => server().app.inject({ method: 'GET', url });

  it("are set with PUT, read with ?locale= in place of the default's facts, and removed with DELETE", async () => {
    await call('PUT', '/api/admin/settings/press-facts', {
      name: 'Pixelwave',
      founded: '2016',
      basedIn: 'Lisbon, Portugal',
      size: '8 people',
      contact: 'press@pixelwave.example',
    });
    const saved = await call('PUT', '/api/admin/settings/press-facts/translations/de', {
      basedIn: 'Lissabon, Portugal',
    });
    expect(saved.statusCode).toBe(200);
    expect(
      (await call('GET', '/api/admin/settings/press-facts/translations')).json(),
    ).toMatchObject({ default: 'en', translations: [{ locale: 'de', translated: ['basedIn'] }] });

    const german = await read('/api/site/press-facts?locale=de');
    expect(german.headers['content-language']).toBe('de');
    expect(german.json()).toMatchObject({ basedIn: 'Lissabon, Portugal', size: '8 people' });

    const removed = await call('DELETE', '/api/admin/settings/press-facts/translations/de');
    expect(removed.json()).toEqual({ locale: 'de', deleted: true });
    expect((await read('/api/site/press-facts?locale=de')).json().basedIn).toBe('Lisbon, Portugal');
    const again = await call('DELETE', '/api/admin/settings/press-facts/translations/de');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: TRANSLATION_MESSAGES.notTranslated });
  });
});

describe("a release's notes in a language over REST", () => {
  const read = (url: string) => server().app.inject({ method: 'GET', url });
  const releaseUrl = (releaseId: number, locale: string) =>
    `/api/admin/apps/${appId}/releases/${releaseId}/translations/${locale}`;

  async function addRelease(version: string): Promise<number> {
    const created = await call('POST', `/api/admin/apps/${appId}/releases`, {
      version,
      releasedAt: '2025-03-05',
      notes: 'Comets and moons.',
    });
    expect(created.statusCode).toBe(201);
    return created.json().id;
  }

  it('are set with PUT, read with ?locale= in Content-Language, and removed with DELETE', async () => {
    const releaseId = await addRelease('2.0');
    const saved = await call('PUT', releaseUrl(releaseId, 'de'), { notes: 'Kometen und Monde.' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      version: '2.0',
      notes: 'Comets and moons.',
      translations: [{ locale: 'de', notes: 'Kometen und Monde.' }],
    });

    const german = await read('/api/apps/hopper/releases?locale=de');
    expect(german.headers['content-language']).toBe('de');
    expect(german.json()[0]).toMatchObject({ version: '2.0', notes: 'Kometen und Monde.' });
    expect(german.json()[0]).not.toHaveProperty('translations');

    const removed = await call('DELETE', releaseUrl(releaseId, 'de'));
    expect(removed.json()).toEqual({ locale: 'de', deleted: true });
    expect((await read('/api/apps/hopper/releases?locale=de')).json()[0].notes).toBe(
      'Comets and moons.',
    );
    const again = await call('DELETE', releaseUrl(releaseId, 'de'));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: TRANSLATION_MESSAGES.notTranslated });
  });

  it('refuse a language the site lacks, and empty notes, with 400 at the field', async () => {
    const releaseId = await addRelease('2.1');
    const french = await call('PUT', releaseUrl(releaseId, 'fr'), { notes: 'Comètes.' });
    expect(french.statusCode).toBe(400);
    expect(french.json()).toEqual({
      message: VALIDATION_FAILED_MESSAGE,
      errors: { locale: [TRANSLATION_MESSAGES.notASiteLocale] },
    });
    const empty = await call('PUT', releaseUrl(releaseId, 'de'), { notes: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: VALIDATION_FAILED_MESSAGE,
      errors: { notes: ['Notes are required'] },
    });
  });

  it("answer 404 for another app's release", async () => {
    const missing = await call('PUT', releaseUrl(99_999, 'de'), { notes: 'Kometen.' });
    expect(missing.statusCode).toBe(404);
  });
});
