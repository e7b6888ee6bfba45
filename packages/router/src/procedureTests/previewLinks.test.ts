import { TRANSLATION_MESSAGES } from '@studio/schemas';
import { SITE_ORIGIN, appFields, failureOf, postFields, useCallers } from '../testing/harness';

const { orm, asAdmin, asVisitor } = useCallers();

const admin = () => asAdmin().caller.admin;
const visitor = () => asVisitor().caller;
const NOT_FOUND = { code: 'NOT_FOUND', message: 'Preview not found' };
const NOT_A_SITE_LOCALE = {
  code: 'BAD_REQUEST',
  cause: { errors: { locale: [TRANSLATION_MESSAGES.notASiteLocale] } },
};

const tokenOf = (url: string) => url.slice(`${SITE_ORIGIN}/preview/`.length);

async function draftLink(days?: number, slug = 'embargoed-draft') {
  const post = await admin().blog.create(postFields({ slug, published: false }));
  const link = await admin().blog.previewLink({ id: post.id, days });
  return { post, link, token: tokenOf(link.url) };
}

describe('a preview link', () => {
  it('is an absolute link, valid for 7 days unless told otherwise', async () => {
    const before = Date.now();
    const { link } = await draftLink();
    expect(link.url).toMatch(new RegExp(`^${SITE_ORIGIN}/preview/[\\w-]{43}$`));
    const days = (new Date(link.expiresAt).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(7);
    expect(days).toBeLessThan(7.01);
    const { link: short } = await draftLink(1, 'another-draft');
    expect(new Date(short.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
  });

  it('shows a draft post to anyone holding it, as the public sees a post (no admin-only fields)', async () => {
    const {
      post: { emailSubscribers: _adminOnly, ...publicPost },
      token,
    } = await draftLink();
    expect(await visitor().preview.byToken({ token })).toEqual({
      kind: 'blogPost',
      post: publicPost,
    });
  });

  it('shows a scheduled app to anyone holding it', async () => {
    const app = await admin().apps.create(
      appFields({ publishAt: new Date(Date.now() + 3_600_000).toISOString() }),
    );
    const { url } = await admin().apps.previewLink({ id: app.id });
    expect(await visitor().preview.byToken({ token: tokenOf(url) })).toEqual({ kind: 'app', app });
  });

  it('refuses a number of days outside 1 to 30', async () => {
    const post = await admin().blog.create(postFields({ published: false }));
    for (const days of [0, 31, 2.5]) {
      expect((await failureOf(admin().blog.previewLink({ id: post.id, days }))).code).toBe(
        'BAD_REQUEST',
      );
    }
  });

  it('answers 404 once expired', async () => {
    const { token } = await draftLink();
    await orm()
      .em.fork()
      .getConnection()
      .execute("update preview_links set expires_at = now() - interval '1 second'");
    expect(await failureOf(visitor().preview.byToken({ token }))).toEqual(NOT_FOUND);
  });

  it('answers 404 once revoked, with every other link of the item', async () => {
    const { post, token } = await draftLink();
    const second = await admin().blog.previewLink({ id: post.id });
    expect(await admin().blog.revokePreviewLinks({ id: post.id })).toEqual({ revoked: 2 });
    for (const revoked of [token, tokenOf(second.url)]) {
      expect(await failureOf(visitor().preview.byToken({ token: revoked }))).toEqual(NOT_FOUND);
    }
  });

  it('answers 404 when tampered with', async () => {
    const { token } = await draftLink();
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await failureOf(visitor().preview.byToken({ token: tampered }))).toEqual(NOT_FOUND);
  });

  it('answers 404 once its item is deleted', async () => {
    const { post, token } = await draftLink();
    await admin().blog.delete({ id: post.id });
    expect(await failureOf(visitor().preview.byToken({ token }))).toEqual(NOT_FOUND);
  });

  it('cannot be made for an item that does not exist', async () => {
    expect(await failureOf(admin().blog.previewLink({ id: 404 }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Blog post not found',
    });
  });
});

describe('a preview link in another language', () => {
  beforeEach(async () => {
    await admin().settings.saveLocales({ default: 'en', locales: ['en', 'de'] });
  });

  it("leads to the preview under the language's prefix", async () => {
    const post = await admin().blog.create(postFields({ published: false }));
    const { url } = await admin().blog.previewLink({ id: post.id, locale: 'de' });
    expect(url).toMatch(new RegExp(`^${SITE_ORIGIN}/de/preview/[\\w-]{43}$`));
  });

  it("leads to the default language's address when asked for the default language", async () => {
    const post = await admin().blog.create(postFields({ published: false }));
    const { url } = await admin().blog.previewLink({ id: post.id, locale: 'en' });
    expect(url).toMatch(new RegExp(`^${SITE_ORIGIN}/preview/[\\w-]{43}$`));
  });

  it('cannot be made in a language the site lacks', async () => {
    const post = await admin().blog.create(postFields({ published: false }));
    const error = await admin()
      .blog.previewLink({ id: post.id, locale: 'fr' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject(NOT_A_SITE_LOCALE);
  });
});

describe('a preview read in another language', () => {
  beforeEach(async () => {
    await admin().settings.saveLocales({ default: 'en', locales: ['en', 'de'] });
  });

  it("shows a draft post's draft translation over its own texts", async () => {
    const { post, token } = await draftLink();
    await admin().blog.saveTranslation({
      id: post.id,
      locale: 'de',
      title: 'Geheime Fortsetzung',
      published: false,
    });
    const preview = await visitor().preview.byToken({ token, locale: 'de' });
    expect(preview).toMatchObject({
      kind: 'blogPost',
      post: { title: 'Geheime Fortsetzung', content: post.content },
    });
  });

  it("shows a scheduled app's translation, its store links in that language's stores", async () => {
    const app = await admin().apps.create(
      appFields({
        appStoreLink: 'https://apps.apple.com/us/app/star-hopper/id123',
        publishAt: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    );
    await admin().apps.saveTranslation({ id: app.id, locale: 'de', name: 'Sternenhüpfer' });
    const { url } = await admin().apps.previewLink({ id: app.id, locale: 'de' });
    const token = url.slice(`${SITE_ORIGIN}/de/preview/`.length);
    expect(await visitor().preview.byToken({ token, locale: 'de' })).toMatchObject({
      kind: 'app',
      app: {
        name: 'Sternenhüpfer',
        appStoreLink: 'https://apps.apple.com/de/app/star-hopper/id123',
      },
    });
  });

  it("shows the item's own texts where it has no translation", async () => {
    const { post, token } = await draftLink();
    const preview = await visitor().preview.byToken({ token, locale: 'de' });
    expect(preview).toMatchObject({ kind: 'blogPost', post: { title: post.title } });
  });

  it('refuses a language the site lacks', async () => {
    const { token } = await draftLink();
    const error = await visitor()
      .preview.byToken({ token, locale: 'fr' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject(NOT_A_SITE_LOCALE);
  });

  it('answers 404 once expired, as in the default language', async () => {
    const { token } = await draftLink();
    await orm()
      .em.fork()
      .getConnection()
      .execute("update preview_links set expires_at = now() - interval '1 second'");
    expect(await failureOf(visitor().preview.byToken({ token, locale: 'de' }))).toEqual(NOT_FOUND);
  });
});
