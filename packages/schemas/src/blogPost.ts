import { z } from 'zod';
import { idSchema, imageReferenceSchema, isoDateTimeSchema } from './common';
import { emailSubscribersInputSchema } from './emailSubscribers';
import { imagesSchema, resizableWidthSchema } from './imagesSchema';
import { publishAtInputSchema, publishAtSchema, revisionSummarySchema } from './publishing';
import { slugSchema } from './slug';
import { textSchema } from './text';

export const blogPostInputSchema = z.object({
  title: textSchema()
    .trim()
    .min(5, 'Title must be at least 5 characters')
    .max(200, 'Title must be at most 200 characters'),
  slug: slugSchema,
  content: textSchema().trim().min(50, 'Content must be at least 50 characters'),
  excerpt: textSchema()
    .trim()
    .min(10, 'Excerpt must be at least 10 characters')
    .max(200, 'Excerpt must be less than 200 characters'),
  image: imageReferenceSchema('Image URL is required'),
  category: textSchema()
    .trim()
    .min(1, 'Category is required')
    .max(50, 'Category must be at most 50 characters'),
  published: z
    .boolean()
    .nullish()
    .transform((published) => published ?? false),
  publishAt: publishAtInputSchema,
  emailSubscribers: emailSubscribersInputSchema.describe(
    'Send it to the news list\u2019s subscribers once, when it goes public',
  ),
});
export type BlogPostInput = z.input<typeof blogPostInputSchema>;

export const blogPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  excerpt: z.string(),
  image: z.string(),
  category: z.string(),
  published: z.boolean(),
  publishAt: publishAtSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  images: imagesSchema,
});
/** A post as visitors and the public API get it: no admin-only fields. */
export type BlogPost = z.infer<typeof blogPostSchema>;

/** What lists carry: everything but the content. */
export const blogPostSummarySchema = blogPostSchema.omit({ content: true });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** A post as the admin reads and saves it: with whether it goes to the news list (never in public answers). */
export const adminBlogPostSchema = blogPostSchema.extend({
  emailSubscribers: z
    .boolean()
    .describe('Sent to the news list\u2019s subscribers once, when it goes public'),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

export const adminBlogPostSummarySchema = adminBlogPostSchema.omit({ content: true });
export type AdminBlogPostSummary = z.infer<typeof adminBlogPostSummarySchema>;

/**
 * What the site's post cards show, and so what its pages carry for them: no id (a card is known by its
 * slug), and of the cover's size only the width its srcset needs.
 */
export const blogPostCardSchema = blogPostSummarySchema
  .pick({
    title: true,
    slug: true,
    excerpt: true,
    image: true,
    category: true,
    createdAt: true,
  })
  .extend({ imageWidth: resizableWidthSchema });
export type BlogPostCard = z.infer<typeof blogPostCardSchema>;

export const blogSlugParamSchema = z.object({ slug: textSchema().trim().min(1) });
export const blogIdParamSchema = z.object({ id: idSchema });
export const blogPostUpdateSchema = blogPostInputSchema.extend({ id: idSchema });

export const BLOG_POST_NOT_FOUND_MESSAGE = 'Blog post not found';
export const BLOG_SLUG_TAKEN_MESSAGE = 'Another blog post already uses this slug';

/** One revision of a post: who saved it, when, and the post's fields after that save. */
export const blogPostRevisionSchema = revisionSummarySchema.extend({
  content: adminBlogPostSchema.pick({
    title: true,
    slug: true,
    content: true,
    excerpt: true,
    image: true,
    category: true,
    published: true,
    publishAt: true,
    emailSubscribers: true,
  }),
});
export type BlogPostRevision = z.infer<typeof blogPostRevisionSchema>;
