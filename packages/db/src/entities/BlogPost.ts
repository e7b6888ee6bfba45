import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const BlogPost = defineEntity({
  name: 'BlogPost',
  tableName: 'blog_posts',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    title: p.string().length(200),
    slug: p.string().length(120).unique(),
    content: p.text(),
    excerpt: p.string().length(200),
    image: p.text(),
    category: p.string().length(50),
    published: p.boolean().default(false),
    publishAt: p.datetime().nullable().index(),
    // Set while a schedule waits, so that the scheduler announces each launch once.
    launchPending: p.boolean().default(false),
    emailSubscribers: p.boolean().default(false),
    // When it was queued to the news list: set once, so that no later save or launch sends it again.
    mailQueuedAt: p.datetime().nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .index(),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  }),
});
export type BlogPost = InferEntity<typeof BlogPost>;
