import {
  appIdParamSchema,
  releaseCreateSchema,
  releaseIdParamsSchema,
  adminReleaseSchema,
  releaseUpdateSchema,
} from '@studio/schemas';
import { z } from 'zod';
import { deletedSchema } from '@studio/core';
import {
  createRelease,
  deleteRelease,
  releasesOfApp,
  updateRelease,
} from '@studio/core/services/releases';
import { adminProcedure } from '../procedures';
import { t } from '../trpc';

const tags = ['Admin: releases'];

export const adminReleasesRouter = t.router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/apps/{id}/releases',
        tags,
        summary: "An app's releases, newest first",
      },
    })
    .input(appIdParamSchema)
    .output(z.array(adminReleaseSchema))
    .query(({ ctx, input }) => releasesOfApp(ctx.em, input.id)),

  create: adminProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/admin/apps/{id}/releases',
        tags,
        summary: 'Add a release to an app',
        errorResponses: { 404: 'No such app', 409: 'The app already has this version' },
      },
    })
    .input(releaseCreateSchema)
    .output(adminReleaseSchema)
    .mutation(({ ctx, input: { id, ...fields } }) => createRelease(ctx, id, fields)),

  update: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/apps/{id}/releases/{releaseId}',
        tags,
        summary: 'Replace one of an app\u2019s releases',
        errorResponses: {
          404: 'No such release of this app',
          409: 'The app already has this version',
        },
      },
    })
    .input(releaseUpdateSchema)
    .output(adminReleaseSchema)
    .mutation(({ ctx, input: { id, releaseId, ...fields } }) =>
      updateRelease(ctx, id, releaseId, fields),
    ),

  delete: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/apps/{id}/releases/{releaseId}',
        tags,
        summary: 'Delete one of an app\u2019s releases',
        errorResponses: { 404: 'No such release of this app' },
      },
    })
    .input(releaseIdParamsSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteRelease(ctx, input.id, input.releaseId)),
});
