import {
  appIdParamSchema,
  appInputSchema,
  appReadinessSchema,
  appRevisionSchema,
  appSchema,
  appSummarySchema,
  appTranslationInputSchema,
  appTranslationSchema,
  appTranslationStatesSchema,
  appTranslationRevisionSchema,
  appTranslationsSchema,
  appUpdateSchema,
  listMailingSchema,
  privacyDeclarationAnswerSchema,
  privacyDeclarationSaveSchema,
  readinessSchema,
} from '@studio/schemas';
import { z } from 'zod';
import { adminProcedure } from '../procedures';
import { publishingProcedures } from '../publishingProcedures';
import { translationProcedures } from '../translationProcedures';
import {
  appPublishing,
  createApp,
  deleteApp,
  listAllApps,
  updateApp,
} from '@studio/core/services/apps';
import {
  readPrivacyDeclaration,
  savePrivacyDeclaration,
} from '@studio/core/services/privacy/privacyDeclarations';
import { appReadiness, appsReadiness } from '@studio/core/services/readiness/appReadiness';
import {
  appTranslationStates,
  deleteAppTranslation,
  appTranslationRevisions,
  listAppTranslations,
  saveAppTranslation,
} from '@studio/core/services/translations/appTranslations';
import { appMailing } from '@studio/core/services/subscriptions/listMailing';
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
    .query(({ ctx, input }) => appPublishing.findById(ctx.em, input.id)),

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
          "Checks: privacyPolicy, termsOfUse, supportContact, accountDeletion, privacyDeclaration (declared once the app has store links; deletion requests need the account-deletion page), icon (at least 512×512 when uploaded), screenshots (at least two), storeLinks, storeTexts (every store text within its store's limit in every language of the site, as the fastlane export cuts them), storeTranslations (per other language of the site, the name, description and privacy policy its translation lacks: the store would show the default language's) and deepLinks; each failing check says what to do.",
        errorResponses: { 404: 'No such app' },
      },
    })
    .input(appIdParamSchema)
    .output(readinessSchema)
    .query(({ ctx, input }) => appReadiness(ctx.em, input.id, ctx.siteOrigin)),

  // For the admin's apps list only (no REST path): every app's readiness in one call, the checks as
  // `readiness` answers them, the site's languages read once for all.
  readinessOfAll: adminProcedure
    .input(z.void())
    .output(z.array(appReadinessSchema))
    .query(({ ctx }) => appsReadiness(ctx.em, ctx.siteOrigin)),

  mailing: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/apps/{id}/mailing',
        tags,
        summary: "The app's launch list and how its launch e-mail went",
        description:
          "The list's counts (confirmed, waiting, unsubscribed) and, once the launch queued the launch e-mail to every confirmed subscriber, its outbox messages by state (waiting, sent, failed).",
        errorResponses: { 404: 'No such app' },
      },
    })
    .input(appIdParamSchema)
    .output(listMailingSchema)
    .query(({ ctx, input }) => appMailing(ctx.em, input.id)),

  privacyDeclaration: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/apps/{id}/privacy-declaration',
        tags,
        summary: "The app's privacy declaration: the data it collects, for both stores",
        description:
          'declaration is null while the app was never declared, which is not the same as collectsData false (it collects nothing).',
        errorResponses: { 404: 'No such app' },
      },
    })
    .input(appIdParamSchema)
    .output(privacyDeclarationAnswerSchema)
    .query(({ ctx, input }) => readPrivacyDeclaration(ctx.em, input.id)),

  savePrivacyDeclaration: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/apps/{id}/privacy-declaration',
        tags,
        summary: "Replace the app's privacy declaration",
        description:
          "Each collected data type by Apple's identifier (EMAIL_ADDRESS, PRECISE_LOCATION, …) with its purposes (APP_FUNCTIONALITY, ANALYTICS, …), whether it is linked to the user or used for tracking (Apple), shared with third parties or optional (Google Play); encryptedInTransit and deletionRequests are Google Play's questions about the whole app. The app's privacy page shows it.",
        errorResponses: { 404: 'No such app' },
      },
    })
    .input(privacyDeclarationSaveSchema)
    .output(privacyDeclarationAnswerSchema)
    .mutation(({ ctx, input: { id, ...declaration } }) =>
      savePrivacyDeclaration(ctx, id, declaration),
    ),

  ...publishingProcedures(
    appPublishing,
    { item: appSchema, revision: appRevisionSchema, idParam: appIdParamSchema },
    {
      path: '/admin/apps',
      tags,
      names: { an: 'an app', An: 'An app', the: 'The app', noSuch: 'No such app' },
    },
  ),

  ...translationProcedures(
    {
      states: appTranslationStates,
      list: listAppTranslations,
      save: saveAppTranslation,
      remove: deleteAppTranslation,
      revisions: appTranslationRevisions,
    },
    {
      fields: appTranslationInputSchema,
      translation: appTranslationSchema,
      list: appTranslationsSchema,
      states: appTranslationStatesSchema,
      revision: appTranslationRevisionSchema,
    },
    { path: '/admin/apps', tags, names: { the: 'the app', noSuch: 'No such app' } },
  ),
});
