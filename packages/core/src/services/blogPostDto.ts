import type { EntityManager } from '@mikro-orm/postgresql';
import type { BlogPost as BlogPostEntity } from '@studio/db';
import type { AdminBlogPost, AdminBlogPostSummary, Images } from '@studio/schemas';
import { imageSizesFor } from './imageSizes';

/**
 * Posts with their admin-only fields (emailSubscribers): the public procedures' output schemas leave those
 * out of every public answer.
 */
type SummaryFields = Exclude<keyof AdminBlogPostSummary, 'images'>;

function summary(post: Pick<BlogPostEntity, SummaryFields>, images: Images): AdminBlogPostSummary {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    image: post.image,
    category: post.category,
    published: post.published,
    publishAt: post.publishAt?.toISOString() ?? null,
    emailSubscribers: post.emailSubscribers,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    images,
  };
}

/** Posts as lists show them, with the sizes of their images (one query for all). */
export async function toBlogPostSummaries(
  em: EntityManager,
  posts: Pick<BlogPostEntity, SummaryFields>[],
): Promise<AdminBlogPostSummary[]> {
  const imagesOf = await imageSizesFor(
    em,
    posts.map((post) => [post.image]),
  );
  return posts.map((post) => summary(post, imagesOf([post.image])));
}

export async function toBlogPost(em: EntityManager, post: BlogPostEntity): Promise<AdminBlogPost> {
  const imagesOf = await imageSizesFor(em, [[post.image]]);
  return { ...summary(post, imagesOf([post.image])), content: post.content };
}
