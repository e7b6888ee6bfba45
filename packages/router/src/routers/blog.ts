import {
  blogPostCardSchema,
  blogPostSchema,
  SURROGATE_KEYS,
  blogPostSummarySchema,
  blogSlugParamSchema,
  cardsInputSchema,
  listInLocaleSchema,
  LOCALE_CODES,
  localeQueryShape,
} from '@studio/schemas';
import { z } from 'zod';
import { publicProcedure } from '../procedures';
import { answersIn, shows } from '../shownContent';
import {
  findPublishedPost,
  listPublishedPostCards,
  listPublishedPosts,
} from '@studio/core/services/blogPosts';
import { requestedTranslation } from '@studio/core/services/translations/localizedRead';
import { postLanguages } from '@studio/core/services/translations/postLanguages';
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
        summary:
          'Published posts, newest first; in another language, those whose translation there is published',
        protect: false,
      },
    })
    .input(listInLocaleSchema)
    .output(z.array(blogPostSummarySchema))
    .query(async ({ ctx, input }) => {
      shows(ctx, [SURROGATE_KEYS.posts]);
      const posts = await listPublishedPosts(ctx.em, {
        locale: await requestedTranslation(ctx.em, input?.locale),
      });
      if (input?.locale) answersIn(ctx, input.locale);
      return posts;
    }),

  // For the site's pages only (no REST path): what their cards show, and so what each page carries.
  cards: publicProcedure
    .meta({ cached: true })
    .input(cardsInputSchema)
    .output(z.array(blogPostCardSchema))
    .query(async ({ ctx, input }) => {
      shows(ctx, [SURROGATE_KEYS.posts]);
      const locale = await requestedTranslation(ctx.em, input?.locale);
      return listPublishedPostCards(ctx.em, { limit: input?.limit, locale });
    }),

  // For the site's pages only (no REST path): which languages each post's page exists in (hreflang, sitemap).
  languages: publicProcedure
    .meta({ cached: true })
    .input(z.void())
    .output(z.record(z.string(), z.array(z.enum(LOCALE_CODES))))
    .query(({ ctx }) => {
      shows(ctx, [SURROGATE_KEYS.posts, SURROGATE_KEYS.settings]);
      return postLanguages(ctx.em);
    }),

  bySlug: publicProcedure
    .meta({
      cached: true,
      openapi: {
        method: 'GET',
        path: '/blog/{slug}',
        tags,
        summary:
          'One published post; in another language, one whose translation there is published',
        protect: false,
        errorResponses: { 404: 'No such post' },
      },
    })
    .input(blogSlugParamSchema.extend(localeQueryShape))
    .output(blogPostSchema)
    .query(async ({ ctx, input }) => {
      const locale = await requestedTranslation(ctx.em, input.locale);
      // Found by slug in a language: a post not yet public there is too, once its translation is published.
      if (locale) shows(ctx, [SURROGATE_KEYS.posts]);
      const post = await findPublishedPost(ctx.em, input.slug, locale);
      shows(ctx, [SURROGATE_KEYS.post(post.id)]);
      if (input.locale) answersIn(ctx, input.locale);
      return post;
    }),
});
