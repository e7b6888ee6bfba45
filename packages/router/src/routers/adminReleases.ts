import {
  appIdParamSchema,
  releaseCreateSchema,
  releaseIdParamsSchema,
  adminReleaseSchema,
  releaseTranslationParamsSchema,
  releaseTranslationSaveSchema,
  releaseUpdateSchema,
  translationDeletedSchema,
} from '@studio/schemas';
import { z } from 'zod';
import { deletedSchema } from '@studio/core';
import {
  createRelease,
  deleteRelease,
  releasesOfApp,
  updateRelease,
} from '@studio/core/services/releases';
import {
  deleteReleaseTranslation,
  saveReleaseTranslation,
} from '@studio/core/services/translations/releaseTranslations';
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

  saveTranslation: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/apps/{id}/releases/{releaseId}/translations/{locale}',
        tags,
        summary: 'Replace a release\u2019s notes in one of the site\u2019s languages',
        description:
          'The app\u2019s pages, releases feed and fastlane export in that language show these notes in place of the default language\u2019s. The language must be one of the site\u2019s, not its default.',
        errorResponses: { 404: 'No such release of this app' },
      },
    })
    .input(releaseTranslationSaveSchema)
    .output(adminReleaseSchema)
    .mutation(({ ctx, input: { id, releaseId, locale, notes } }) =>
      saveReleaseTranslation(ctx, id, releaseId, locale, notes),
    ),

  deleteTranslation: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/apps/{id}/releases/{releaseId}/translations/{locale}',
        tags,
        summary:
          'Remove a release\u2019s notes in one language: it shows the default language\u2019s there again',
        errorResponses: {
          404: 'No such release of this app, or no translation into that language',
        },
      },
    })
    .input(releaseTranslationParamsSchema)
    .output(translationDeletedSchema)
    .mutation(({ ctx, input }) =>
      deleteReleaseTranslation(ctx, input.id, input.releaseId, input.locale),
    ),
});
