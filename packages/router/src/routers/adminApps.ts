import {
  appIdParamSchema,
  appInputSchema,
  appRevisionSchema,
  appSchema,
  appSummarySchema,
  appUpdateSchema,
  readinessSchema,
  previewLinkInputSchema,
  previewLinkSchema,
  previewLinksRevokedSchema,
  revisionParamsSchema,
  revisionSummarySchema,
} from '@studio/schemas';
import { z } from 'zod';
import { adminProcedure } from '../procedures';
import {
  appRevision,
  appPreviewLink,
  revokeAppPreviewLinks,
  createApp,
  deleteApp,
  findAppById,
  listAllApps,
  listAppRevisions,
  restoreAppRevision,
  updateApp,
} from '@studio/core/services/apps';
import { appReadiness } from '@studio/core/services/readiness/appReadiness';
import { deletedSchema } from '@studio/core';
import { t } from '../trpc';

const tags = ['Admin: apps'];

export const adminAppsRouter = t.router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/apps',
        tags,
        summary: 'Every app, scheduled ones included, in the public order',
      },
    })
    .input(z.void())
    .output(z.array(appSummarySchema))
    .query(({ ctx }) => listAllApps(ctx.em)),

  byId: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/apps/{id}',
        tags,
        summary: 'One app by its numeric id',
        errorResponses: { 404: 'No such app' },
      },
    })
    .input(appIdParamSchema)
    .output(appSchema)
    .query(({ ctx, input }) => findAppById(ctx.em, input.id)),

  create: adminProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/admin/apps',
        tags,
        summary: 'Create an app',
        errorResponses: { 409: 'Slug taken' },
      },
    })
    .input(appInputSchema)
    .output(appSchema)
    .mutation(({ ctx, input }) => createApp(ctx, input)),

  update: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/apps/{id}',
        tags,
        summary: 'Replace an app',
        errorResponses: { 404: 'No such app', 409: 'Slug taken' },
      },
    })
    .input(appUpdateSchema)
    .output(appSchema)
    .mutation(({ ctx, input: { id, ...fields } }) => updateApp(ctx, id, fields)),

  delete: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/apps/{id}',
        tags,
        summary: 'Delete an app',
        errorResponses: { 404: 'No such app' },
      },
    })
    .input(appIdParamSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteApp(ctx, input.id)),

  readiness: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/apps/{id}/readiness',
        tags,
        summary: 'What the app still needs before a store review',
        description:
          'Checks: privacyPolicy, termsOfUse, supportContact, accountDeletion, icon (at least 512×512 when uploaded), screenshots (at least two), storeLinks and deepLinks; each failing check says what to do.',
        errorResponses: { 404: 'No such app' },
      },
    })
    .input(appIdParamSchema)
    .output(readinessSchema)
    .query(({ ctx, input }) => appReadiness(ctx.em, input.id)),

  revisions: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/apps/{id}/revisions',
        tags,
        summary: "An app's revisions, newest first, each naming the fields it changed",
        errorResponses: { 404: 'No such app' },
      },
    })
    .input(appIdParamSchema)
    .output(z.array(revisionSummarySchema))
    .query(({ ctx, input }) => listAppRevisions(ctx.em, input.id)),

  revision: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/apps/{id}/revisions/{revisionId}',
        tags,
        summary: 'One revision of an app with its full content',
        errorResponses: { 404: 'No such app or revision' },
      },
    })
    .input(revisionParamsSchema)
    .output(appRevisionSchema)
    .query(({ ctx, input }) => appRevision(ctx.em, input.id, input.revisionId)),

  restoreRevision: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/apps/{id}/revisions/{revisionId}/restore',
        tags,
        summary: "The app takes a revision's content again (a new revision itself)",
        errorResponses: { 404: 'No such app or revision', 409: 'Slug taken' },
      },
    })
    .input(revisionParamsSchema)
    .output(appSchema)
    .mutation(({ ctx, input }) => restoreAppRevision(ctx, input.id, input.revisionId)),

  previewLink: adminProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/admin/apps/{id}/preview-link',
        tags,
        summary:
          'A link that shows the page as it will look to anyone holding it (7 days unless days says 1 to 30)',
        errorResponses: { 404: 'No such app' },
      },
    })
    .input(previewLinkInputSchema)
    .output(previewLinkSchema)
    .mutation(({ ctx, input }) => appPreviewLink(ctx, input.id, input.days)),

  revokePreviewLinks: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/apps/{id}/preview-link',
        tags,
        summary: 'Every preview link of the item stops working',
        errorResponses: { 404: 'No such app' },
      },
    })
    .input(appIdParamSchema)
    .output(previewLinksRevokedSchema)
    .mutation(({ ctx, input }) => revokeAppPreviewLinks(ctx, input.id)),
});
