import type { EntityManager } from '@mikro-orm/postgresql';
import type { BlogPost as BlogPostEntity } from '@studio/db';
import type { BlogPost, BlogPostSummary, Images } from '@studio/schemas';
import { imageSizesFor } from './imageSizes';

type SummaryFields = Exclude<keyof BlogPostSummary, 'images'>;

function summary(post: Pick<BlogPostEntity, SummaryFields>, images: Images): BlogPostSummary {
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
): Promise<BlogPostSummary[]> {
  const imagesOf = await imageSizesFor(
    em,
    posts.map((post) => [post.image]),
  );
  return posts.map((post) => summary(post, imagesOf([post.image])));
}

export async function toBlogPost(em: EntityManager, post: BlogPostEntity): Promise<BlogPost> {
  const imagesOf = await imageSizesFor(em, [[post.image]]);
  return { ...summary(post, imagesOf([post.image])), content: post.content };
}
