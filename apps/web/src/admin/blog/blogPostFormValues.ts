import type { AdminBlogPost, BlogPostInput } from '@studio/schemas';

/** What the post form edits: every field present and non-null. */
export type BlogPostFormValues = { [K in keyof BlogPostInput]-?: NonNullable<BlogPostInput[K]> };

export const EMPTY_BLOG_POST_FORM_VALUES: BlogPostFormValues = {
  title: '',
  slug: '',
  content: '',
  excerpt: '',
  image: '',
  category: '',
  published: false,
  publishAt: '',
  emailSubscribers: false,
};

export function blogPostToFormValues(post: AdminBlogPost): BlogPostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    content: post.content,
    excerpt: post.excerpt,
    image: post.image,
    category: post.category,
    published: post.published,
    publishAt: post.publishAt ?? '',
    emailSubscribers: post.emailSubscribers,
  };
}
