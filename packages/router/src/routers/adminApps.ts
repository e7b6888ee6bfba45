import { appIdParamSchema, appInputSchema, appSchema, appUpdateSchema } from '@studio/schemas';
import { ADMIN_WRITE_ERRORS } from '../openapiErrors';
import { adminProcedure } from '../procedures';
import { createApp, deleteApp, updateApp } from '../services/apps';
import { deletedSchema } from '../deleted';
import { t } from '../trpc';

const tags = ['Admin: apps'];

export const adminAppsRouter = t.router({
  create: adminProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/admin/apps',
        tags,
        summary: 'Create an app',
        errorResponses: { ...ADMIN_WRITE_ERRORS, 409: 'Slug taken' },
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
        errorResponses: { ...ADMIN_WRITE_ERRORS, 404: 'No such app', 409: 'Slug taken' },
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
        errorResponses: { ...ADMIN_WRITE_ERRORS, 404: 'No such app' },
      },
    })
    .input(appIdParamSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteApp(ctx, input.id)),
});
