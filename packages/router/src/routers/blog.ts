import {
  blogPostCardSchema,
  blogPostSchema,
  SURROGATE_KEYS,
  blogPostSummarySchema,
  blogSlugParamSchema,
  cardsInputSchema,
} from '@studio/schemas';
import { z } from 'zod';
import { publicProcedure } from '../procedures';
import { shows } from '../shownContent';
import {
  findPublishedPost,
  listPublishedPostCards,
  listPublishedPosts,
} from '@studio/core/services/blogPosts';
import { t } from '../trpc';

const tags = ['Blog'];

export const blogRouter = t.router({
  list: publicProcedure
    .meta({
      cached: true,
      openapi: {
        method: 'GET',
        path: '/blog',
        tags,
        summary: 'Published posts, newest first',
        protect: false,
      },
    })
    .input(z.void())
    .output(z.array(blogPostSummarySchema))
    .query(({ ctx }) => {
      shows(ctx, [SURROGATE_KEYS.posts]);
      return listPublishedPosts(ctx.em);
    }),

  // For the site's pages only (no REST path): what their cards show, and so what each page carries.
  cards: publicProcedure
    .meta({ cached: true })
    .input(cardsInputSchema)
    .output(z.array(blogPostCardSchema))
    .query(({ ctx, input }) => {
      shows(ctx, [SURROGATE_KEYS.posts]);
      return listPublishedPostCards(ctx.em, input?.limit);
    }),

  bySlug: publicProcedure
    .meta({
      cached: true,
      openapi: {
        method: 'GET',
        path: '/blog/{slug}',
        tags,
        summary: 'One published post',
        protect: false,
        errorResponses: { 404: 'No such post' },
      },
    })
    .input(blogSlugParamSchema)
    .output(blogPostSchema)
    .query(async ({ ctx, input }) => {
      const post = await findPublishedPost(ctx.em, input.slug);
      shows(ctx, [SURROGATE_KEYS.post(post.id)]);
      return post;
    }),
});
