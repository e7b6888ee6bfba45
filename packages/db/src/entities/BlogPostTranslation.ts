import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { BlogPost } from './BlogPost';

/**
 * A post in one of the site's other languages: only the translated fields, by their API names, whether it is
 * published there and when (the post shows in that language's blog only then).
 */
export const BlogPostTranslation = defineEntity({
  name: 'BlogPostTranslation',
  tableName: 'blog_post_translations',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    post: () => p.manyToOne(BlogPost).fieldName('post_id').deleteRule('cascade'),
    locale: p.string().length(35),
    fields: p.json<Record<string, unknown>>(),
    published: p.boolean().default(false),
    publishAt: p.datetime().nullable(),
    // Set while a schedule waits, so that the scheduler announces each translation's launch once.
    launchPending: p.boolean().default(false),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  }),
  uniques: [{ properties: ['post', 'locale'] }],
});
export type BlogPostTranslation = InferEntity<typeof BlogPostTranslation>;
