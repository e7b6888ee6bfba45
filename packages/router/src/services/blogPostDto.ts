import type { BlogPost as BlogPostEntity } from '@studio/db';
import type { BlogPost, BlogPostSummary } from '@studio/schemas';

export function toBlogPostSummary(
  post: Pick<BlogPostEntity, keyof BlogPostSummary>,
): BlogPostSummary {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    image: post.image,
    category: post.category,
    published: post.published,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}

export function toBlogPost(post: BlogPostEntity): BlogPost {
  return { ...toBlogPostSummary(post), content: post.content };
}
