import {
  blogPostRevisionSchema,
  blogIdParamSchema,
  blogPostInputSchema,
  blogPostSchema,
  blogPostSummarySchema,
  blogPostUpdateSchema,
  previewLinkInputSchema,
  previewLinkSchema,
  previewLinksRevokedSchema,
  revisionParamsSchema,
  revisionSummarySchema,
} from '@studio/schemas';
import { z } from 'zod';
import { deletedSchema } from '@studio/core';
import { adminProcedure } from '../procedures';
import {
  createPost,
  deletePost,
  findPost,
  listAllPosts,
  listPostRevisions,
  postPreviewLink,
  revokePostPreviewLinks,
  postRevision,
  restorePostRevision,
  updatePost,
} from '@studio/core/services/blogPosts';
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
    .output(z.array(blogPostSummarySchema))
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
    .output(blogPostSchema)
    .query(({ ctx, input }) => findPost(ctx.em, input.id)),

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
    .output(blogPostSchema)
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
    .output(blogPostSchema)
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

  revisions: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/blog/{id}/revisions',
        tags,
        summary: "A post's revisions, newest first, each naming the fields it changed",
        errorResponses: { 404: 'No such post' },
      },
    })
    .input(blogIdParamSchema)
    .output(z.array(revisionSummarySchema))
    .query(({ ctx, input }) => listPostRevisions(ctx.em, input.id)),

  revision: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/blog/{id}/revisions/{revisionId}',
        tags,
        summary: 'One revision of a post with its full content',
        errorResponses: { 404: 'No such post or revision' },
      },
    })
    .input(revisionParamsSchema)
    .output(blogPostRevisionSchema)
    .query(({ ctx, input }) => postRevision(ctx.em, input.id, input.revisionId)),

  restoreRevision: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/blog/{id}/revisions/{revisionId}/restore',
        tags,
        summary: "The post takes a revision's content again (a new revision itself)",
        errorResponses: { 404: 'No such post or revision', 409: 'Slug taken' },
      },
    })
    .input(revisionParamsSchema)
    .output(blogPostSchema)
    .mutation(({ ctx, input }) => restorePostRevision(ctx, input.id, input.revisionId)),

  previewLink: adminProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/admin/blog/{id}/preview-link',
        tags,
        summary:
          'A link that shows the page as it will look to anyone holding it (7 days unless days says 1 to 30)',
        errorResponses: { 404: 'No such post' },
      },
    })
    .input(previewLinkInputSchema)
    .output(previewLinkSchema)
    .mutation(({ ctx, input }) => postPreviewLink(ctx, input.id, input.days)),

  revokePreviewLinks: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/blog/{id}/preview-link',
        tags,
        summary: 'Every preview link of the item stops working',
        errorResponses: { 404: 'No such post' },
      },
    })
    .input(blogIdParamSchema)
    .output(previewLinksRevokedSchema)
    .mutation(({ ctx, input }) => revokePostPreviewLinks(ctx, input.id)),
});
