import {
  appIdParamSchema,
  appInputSchema,
  appSchema,
  appUpdateSchema,
  readinessSchema,
} from '@studio/schemas';
import { adminProcedure } from '../procedures';
import { createApp, deleteApp, findAppById, updateApp } from '@studio/core/services/apps';
import { appReadiness } from '@studio/core/services/readiness/appReadiness';
import { deletedSchema } from '@studio/core';
import { t } from '../trpc';

const tags = ['Admin: apps'];

export const adminAppsRouter = t.router({
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
});
