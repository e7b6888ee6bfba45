import { resizableWidth } from '@studio/schemas';
import {
  ADMIN,
  aMomentLater,
  callAs,
  failureOf,
  useTestDatabase,
  whileRowLocked,
  postFields,
} from '../testing/harness';

const orm = useTestDatabase();

const asAdmin = () => callAs(orm(), ADMIN);
const asVisitor = () => callAs(orm(), null).caller;

async function createPost(overrides: Parameters<typeof postFields>[0] = {}) {
  const post = await asAdmin().caller.admin.blog.create(postFields(overrides));
  await aMomentLater();
  return post;
}

describe('public blog', () => {
  it('lists published posts only, newest first, without their content', async () => {
    await createPost({ slug: 'first' });
    await createPost({ slug: 'draft', published: false });
    await createPost({ slug: 'second' });
    const list = await asVisitor().blog.list();
    expect(list.map((post) => post.slug)).toEqual(['second', 'first']);
    expect(list[0]).not.toHaveProperty('content');
  });

  it("gives the site's cards the published posts, newest first, with only what a card shows", async () => {
    await createPost({ slug: 'first' });
    await createPost({ slug: 'draft', published: false });
    await createPost({ slug: 'second' });
    const list = await asVisitor().blog.list();
    const cards = await asVisitor().blog.cards();
    expect(cards).toEqual(
      list.map(({ title, slug, excerpt, image, category, createdAt, images }) => ({
        title,
        slug,
        excerpt,
        image,
        category,
        createdAt,
        imageWidth: resizableWidth(images, image),
      })),
    );
  });

  it("gives the home page's cards only the newest posts it asks for", async () => {
    await createPost({ slug: 'first' });
    await createPost({ slug: 'second' });
    await createPost({ slug: 'third' });
    const cards = await asVisitor().blog.cards({ limit: 2 });
    expect(cards.map((card) => card.slug)).toEqual(['third', 'second']);
  });

  it('shows a published post by slug, without the admin-only emailSubscribers', async () => {
    const { emailSubscribers: _adminOnly, ...created } = await createPost();
    expect(await asVisitor().blog.bySlug({ slug: 'behind-the-scenes' })).toEqual(created);
  });

  it('answers 404 "Blog post not found" for a draft or an unknown slug', async () => {
    await createPost({ slug: 'draft', published: false });
    for (const slug of ['draft', 'nothing-here']) {
      expect(await failureOf(asVisitor().blog.bySlug({ slug }))).toEqual({
        code: 'NOT_FOUND',
        message: 'Blog post not found',
      });
    }
  });
});

describe('admin blog management', () => {
  it('lists drafts too, newest first', async () => {
    await createPost({ slug: 'first' });
    await createPost({ slug: 'draft', published: false });
    const list = await asAdmin().caller.admin.blog.list();
    expect(list.map((post) => [post.slug, post.published])).toEqual([
      ['draft', false],
      ['first', true],
    ]);
  });

  it('creates a draft unless published is set', async () => {
    const { published } = await asAdmin().caller.admin.blog.create(
      postFields({ published: undefined }),
    );
    expect(published).toBe(false);
  });

  it('shows any post, draft included, by id', async () => {
    const draft = await createPost({ published: false });
    expect(await asAdmin().caller.admin.blog.byId({ id: draft.id })).toEqual(draft);
  });

  it('answers 404 for an unknown id', async () => {
    const { caller, contentChanges } = asAdmin();
    const notFound = { code: 'NOT_FOUND', message: 'Blog post not found' };
    expect(await failureOf(caller.admin.blog.byId({ id: 404 }))).toEqual(notFound);
    expect(await failureOf(caller.admin.blog.update({ id: 404, ...postFields() }))).toEqual(
      notFound,
    );
    expect(await failureOf(caller.admin.blog.delete({ id: 404 }))).toEqual(notFound);
    expect(contentChanges()).toBe(0);
  });

  it('answers 409 with a message on the slug field when the slug is taken', async () => {
    await createPost();
    const other = await createPost({ slug: 'other' });
    const { caller, contentChanges } = asAdmin();
    const conflict = {
      code: 'CONFLICT',
      message: 'Another blog post already uses this slug',
      cause: { errors: { slug: ['Another blog post already uses this slug'] } },
    };
    expect(await caller.admin.blog.create(postFields()).catch((e) => e)).toMatchObject(conflict);
    expect(
      await caller.admin.blog.update({ id: other.id, ...postFields() }).catch((e) => e),
    ).toMatchObject(conflict);
    expect(contentChanges()).toBe(0);
  });

  it('refuses invalid fields with their messages', async () => {
    const error = await asAdmin()
      .caller.admin.blog.create(postFields({ excerpt: 'x'.repeat(201), image: '' }))
      .catch((e) => e);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.cause.issues.map((issue: { message: string }) => issue.message)).toEqual(
      expect.arrayContaining(['Excerpt must be less than 200 characters', 'Image URL is required']),
    );
  });

  it('publishes a draft on update and moves updatedAt', async () => {
    const draft = await createPost({ published: false });
    const { caller, contentChanges } = asAdmin();
    const published = await caller.admin.blog.update({ id: draft.id, ...postFields() });
    expect(published.published).toBe(true);
    expect(Date.parse(published.updatedAt)).toBeGreaterThan(Date.parse(draft.updatedAt));
    expect(published.createdAt).toBe(draft.createdAt);
    expect((await asVisitor().blog.bySlug({ slug: draft.slug })).id).toBe(draft.id);
    expect(contentChanges()).toBe(1);
  });

  it('moves updatedAt even when nothing changed', async () => {
    const post = await createPost();
    const saved = await asAdmin().caller.admin.blog.update({ id: post.id, ...postFields() });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(post.updatedAt));
  });

  it('deletes a post once when asked many times at once: one 200 and one event, 404 for the rest', async () => {
    const post = await asAdmin().caller.admin.blog.create(postFields());
    const results = await whileRowLocked(orm(), 'blog_posts', post.id, 8, () =>
      Promise.allSettled(
        Array.from({ length: 8 }, () => asAdmin().caller.admin.blog.delete({ id: post.id })),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((result) => result.status === 'rejected'))
      expect(result.reason).toMatchObject({ code: 'NOT_FOUND' });
    const events = await orm().em.execute(
      "select count(*)::int as n from activity_events where action = 'deleted'",
    );
    expect(events).toEqual([{ n: 1 }]);
  });

  it('deletes a post', async () => {
    const post = await createPost();
    const { caller, contentChanges } = asAdmin();
    expect(await caller.admin.blog.delete({ id: post.id })).toEqual({ id: post.id, deleted: true });
    expect(await caller.admin.blog.list()).toEqual([]);
    expect(contentChanges()).toBe(1);
  });
});
