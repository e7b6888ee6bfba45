import { redirectedSlug } from '@studio/core/services/publishing/redirectedSlug';
import { ADMIN, appFields, callAs, postFields, useTestDatabase } from '../testing/harness';

const orm = useTestDatabase();

const admin = () => callAs(orm(), ADMIN).caller.admin;
const redirectOf = (kind: 'blogPost' | 'app', slug: string) =>
  redirectedSlug(orm().em.fork(), kind, slug);

async function renamePost(id: number, slug: string, overrides = {}) {
  await admin().blog.update({ id, ...postFields({ slug, ...overrides }) });
}

describe('old slugs', () => {
  it('lead to the current slug, chains collapsed', async () => {
    const post = await admin().blog.create(postFields({ slug: 'a-post' }));
    await renamePost(post.id, 'b-post');
    await renamePost(post.id, 'c-post');
    expect(await redirectOf('blogPost', 'a-post')).toBe('c-post');
    expect(await redirectOf('blogPost', 'b-post')).toBe('c-post');
    expect(await redirectOf('blogPost', 'c-post')).toBeNull();
  });

  it('give way to a new item that takes them', async () => {
    const post = await admin().blog.create(postFields({ slug: 'old-slug' }));
    await renamePost(post.id, 'new-slug');
    await admin().blog.create(postFields({ slug: 'old-slug', title: 'A new post' }));
    expect(await redirectOf('blogPost', 'old-slug')).toBeNull();
  });

  it('stop redirecting when the item takes its old slug back', async () => {
    const post = await admin().blog.create(postFields({ slug: 'first' }));
    await renamePost(post.id, 'second');
    await renamePost(post.id, 'first');
    expect(await redirectOf('blogPost', 'first')).toBeNull();
    expect(await redirectOf('blogPost', 'second')).toBe('first');
  });

  it('lead nowhere while the item is not public, or once it is deleted', async () => {
    const post = await admin().blog.create(postFields({ slug: 'public' }));
    await renamePost(post.id, 'hidden', { published: false });
    expect(await redirectOf('blogPost', 'public')).toBeNull();
    await admin().blog.delete({ id: post.id });
    const rows = await orm()
      .em.fork()
      .getConnection()
      .execute<{ n: number }[]>('select count(*)::int as n from slug_redirects');
    expect(rows[0]!.n).toBe(0);
  });

  it('of apps are kept apart from those of posts', async () => {
    const app = await admin().apps.create(appFields({ slug: 'shared-name' }));
    await admin().apps.update({ id: app.id, ...appFields({ slug: 'app-name' }) });
    expect(await redirectOf('app', 'shared-name')).toBe('app-name');
    expect(await redirectOf('blogPost', 'shared-name')).toBeNull();
  });
});
