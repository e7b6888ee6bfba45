import type { EntityManager } from '@mikro-orm/postgresql';
import { BlogPost as BlogPostEntity } from '@studio/db';
import {
  BLOG_POST_NOT_FOUND_MESSAGE,
  BLOG_SLUG_TAKEN_MESSAGE,
  type BlogPost,
  type BlogPostCard,
  type BlogPostSummary,
  type blogPostInputSchema,
} from '@studio/schemas';
import type { z } from 'zod';
import type { SignedInContext } from '../context';
import type { Deleted } from '../deleted';
import { notFound, type DomainError } from '../errors';
import { recordActivity, recordDeletion, type NewActivity } from './activity';
import { toBlogPost, toBlogPostSummaries } from './blogPostDto';
import { writeContent } from './contentWrite';
import { onlyImages } from './imageSizes';
import { conflictOnDuplicate } from './uniqueViolation';

type BlogPostFields = z.output<typeof blogPostInputSchema>;

const NEWEST_FIRST = { createdAt: 'desc', id: 'desc' } as const;

function postNotFound(): DomainError {
  return notFound(BLOG_POST_NOT_FOUND_MESSAGE);
}

function postEvent(
  ctx: SignedInContext,
  post: Pick<BlogPostEntity, 'id' | 'title'>,
  action: NewActivity['action'],
): NewActivity {
  return {
    action,
    subjectType: 'blogPost',
    subjectId: String(post.id),
    subjectName: post.title,
    actor: ctx.user.username,
  };
}

export async function listPublishedPosts(em: EntityManager): Promise<BlogPostSummary[]> {
  const posts = await em.find(
    BlogPostEntity,
    { published: true },
    { orderBy: NEWEST_FIRST, exclude: ['content'] },
  );
  return toBlogPostSummaries(em, posts);
}

/** The published posts as the site's cards show them, newest first (see BlogPostCard in @studio/schemas). */
export async function listPublishedPostCards(em: EntityManager): Promise<BlogPostCard[]> {
  return (await listPublishedPosts(em)).map((post) => ({
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    image: post.image,
    category: post.category,
    createdAt: post.createdAt,
    images: onlyImages(post.images, [post.image]),
  }));
}

/** Drafts do not exist for the public. */
export async function findPublishedPost(em: EntityManager, slug: string): Promise<BlogPost> {
  const post = await em.findOne(BlogPostEntity, { slug, published: true });
  if (!post) throw postNotFound();
  return toBlogPost(em, post);
}

export async function listAllPosts(em: EntityManager): Promise<BlogPostSummary[]> {
  const posts = await em.find(BlogPostEntity, {}, { orderBy: NEWEST_FIRST, exclude: ['content'] });
  return toBlogPostSummaries(em, posts);
}

export async function findPost(em: EntityManager, id: number): Promise<BlogPost> {
  const post = await em.findOne(BlogPostEntity, { id });
  if (!post) throw postNotFound();
  return toBlogPost(em, post);
}

/** Records 'created', then 'published' when the new post goes straight out, so the feed shows both facts. */
export function createPost(ctx: SignedInContext, fields: BlogPostFields): Promise<BlogPost> {
  return conflictOnDuplicate('slug', BLOG_SLUG_TAKEN_MESSAGE, () =>
    writeContent(ctx, async (tx) => {
      const post = tx.create(BlogPostEntity, fields);
      await tx.flush();
      await recordActivity(tx, postEvent(ctx, post, 'created'));
      if (post.published) await recordActivity(tx, postEvent(ctx, post, 'published'));
      return toBlogPost(tx, post);
    }),
  );
}

/** Records 'updated', then 'published' or 'unpublished' when the switch changed; updatedAt moves on every save. */
export function updatePost(
  ctx: SignedInContext,
  id: number,
  fields: BlogPostFields,
): Promise<BlogPost> {
  return conflictOnDuplicate('slug', BLOG_SLUG_TAKEN_MESSAGE, () =>
    writeContent(ctx, async (tx) => {
      const post = await tx.findOne(BlogPostEntity, { id });
      if (!post) throw postNotFound();
      const wasPublished = post.published;
      tx.assign(post, { ...fields, updatedAt: new Date() });
      await tx.flush();
      await recordActivity(tx, postEvent(ctx, post, 'updated'));
      if (post.published !== wasPublished) {
        await recordActivity(
          tx,
          postEvent(ctx, post, post.published ? 'published' : 'unpublished'),
        );
      }
      return toBlogPost(tx, post);
    }),
  );
}

export function deletePost(ctx: SignedInContext, id: number): Promise<Deleted> {
  return writeContent(ctx, async (tx) => {
    const post = await tx.findOne(BlogPostEntity, { id }, { fields: ['title'] });
    // Parallel deletes all find the row; only the one whose delete removed it goes on, the others answer 404.
    if (!post || (await tx.nativeDelete(BlogPostEntity, { id })) === 0) throw postNotFound();
    await recordDeletion(tx, postEvent(ctx, post, 'deleted'));
    return { id, deleted: true };
  });
}
