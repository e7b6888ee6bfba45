import { SITE_ORIGIN, appFields, failureOf, postFields, useCallers } from '../testing/harness';

const { orm, asAdmin, asVisitor } = useCallers();

const admin = () => asAdmin().caller.admin;
const visitor = () => asVisitor().caller;
const NOT_FOUND = { code: 'NOT_FOUND', message: 'Preview not found' };

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
