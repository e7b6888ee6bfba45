import {
  blogPostRevisionSchema,
  blogIdParamSchema,
  blogPostInputSchema,
  adminBlogPostSchema,
  adminBlogPostSummarySchema,
  blogPostUpdateSchema,
  listMailingSchema,
  postTranslationInputSchema,
  postTranslationSchema,
  postTranslationStatesSchema,
  postTranslationRevisionSchema,
  postTranslationsSchema,
} from '@studio/schemas';
import { z } from 'zod';
import { deletedSchema } from '@studio/core';
import { adminProcedure } from '../procedures';
import { publishingProcedures } from '../publishingProcedures';
import { translationProcedures } from '../translationProcedures';
import {
  createPost,
  deletePost,
  listAllPosts,
  postPublishing,
  updatePost,
} from '@studio/core/services/blogPosts';
import { postMailing } from '@studio/core/services/subscriptions/listMailing';
import {
  postTranslationStates,
  deletePostTranslation,
  postTranslationRevisions,
  listPostTranslations,
  savePostTranslation,
} from '@studio/core/services/translations/postTranslations';
import { t } from '../trpc';

const tags = ['Admin: blog'];

export const adminBlogRouter = t.router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/blog',
        tags,
        summary: 'All posts, drafts included, newest first',
      },
    })
    .input(z.void())
    .output(z.array(adminBlogPostSummarySchema))
    .query(({ ctx }) => listAllPosts(ctx.em)),

  byId: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/blog/{id}',
        tags,
        summary: 'One post, draft or published',
        errorResponses: { 404: 'No such post' },
      },
    })
    .input(blogIdParamSchema)
    .output(adminBlogPostSchema)
    .query(({ ctx, input }) => postPublishing.findById(ctx.em, input.id)),

  create: adminProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/admin/blog',
        tags,
        summary: 'Create a post (a draft unless published is true)',
        errorResponses: { 409: 'Slug taken' },
      },
    })
    .input(blogPostInputSchema)
    .output(adminBlogPostSchema)
    .mutation(({ ctx, input }) => createPost(ctx, input)),

  update: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/blog/{id}',
        tags,
        summary: 'Replace a post',
        errorResponses: { 404: 'No such post', 409: 'Slug taken' },
      },
    })
    .input(blogPostUpdateSchema)
    .output(adminBlogPostSchema)
    .mutation(({ ctx, input: { id, ...fields } }) => updatePost(ctx, id, fields)),

  delete: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/blog/{id}',
        tags,
        summary: 'Delete a post',
        errorResponses: { 404: 'No such post' },
      },
    })
    .input(blogIdParamSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deletePost(ctx, input.id)),

  mailing: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/blog/{id}/mailing',
        tags,
        summary: 'The news list and how the post\u2019s e-mail went',
        description:
          "The news list's counts (confirmed, waiting, unsubscribed) and, once the post went public with emailSubscribers, its outbox messages by state (waiting, sent, failed).",
        errorResponses: { 404: 'No such post' },
      },
    })
    .input(blogIdParamSchema)
    .output(listMailingSchema)
    .query(({ ctx, input }) => postMailing(ctx.em, input.id)),

  ...publishingProcedures(
    postPublishing,
    { item: adminBlogPostSchema, revision: blogPostRevisionSchema, idParam: blogIdParamSchema },
    {
      path: '/admin/blog',
      tags,
      names: { an: 'a post', An: 'A post', the: 'The post', noSuch: 'No such post' },
    },
  ),

  ...translationProcedures(
    {
      states: postTranslationStates,
      list: listPostTranslations,
      save: savePostTranslation,
      remove: deletePostTranslation,
      revisions: postTranslationRevisions,
    },
    {
      fields: postTranslationInputSchema,
      translation: postTranslationSchema,
      list: postTranslationsSchema,
      states: postTranslationStatesSchema,
      revision: postTranslationRevisionSchema,
    },
    { path: '/admin/blog', tags, names: { the: 'the post', noSuch: 'No such post' } },
  ),
});
