import { blogPostSchema, blogPostSummarySchema, blogSlugParamSchema } from '@studio/schemas';
import { z } from 'zod';
import { publicProcedure } from '../procedures';
import { findPublishedPost, listPublishedPosts } from '@studio/core/services/blogPosts';
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
    .query(({ ctx }) => listPublishedPosts(ctx.em)),

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
    .query(({ ctx, input }) => findPublishedPost(ctx.em, input.slug)),
});
