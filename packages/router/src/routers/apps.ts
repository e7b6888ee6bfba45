import {
  appAccountDeletionSchema,
  appParamSchema,
  appPrivacySchema,
  appSchema,
  appSlugParamSchema,
  appSummarySchema,
  appTermsSchema,
} from '@studio/schemas';
import { z } from 'zod';
import { publicProcedure } from '../procedures';
import {
  appAccountDeletion,
  appPrivacy,
  appTerms,
  findApp,
  listApps,
} from '@studio/core/services/apps';
import { t } from '../trpc';

const tags = ['Apps'];

export const appsRouter = t.router({
  list: publicProcedure
    .meta({
      cached: true,
      openapi: {
        method: 'GET',
        path: '/apps',
        tags,
        summary: 'All apps: featured first, then most recently updated',
        protect: false,
      },
    })
    .input(z.void())
    .output(z.array(appSummarySchema))
    .query(({ ctx }) => listApps(ctx.em)),

  byParam: publicProcedure
    .meta({
      cached: true,
      openapi: {
        method: 'GET',
        path: '/apps/{param}',
        tags,
        summary: 'One app by slug, or by numeric id when no app has that slug',
        protect: false,
        errorResponses: { 404: 'No such app' },
      },
    })
    .input(appParamSchema)
    .output(appSchema)
    .query(({ ctx, input }) => findApp(ctx.em, input.param)),

  terms: publicProcedure
    .meta({
      cached: true,
      openapi: {
        method: 'GET',
        path: '/apps/{slug}/terms',
        tags,
        summary: "An app's terms of use",
        protect: false,
        errorResponses: { 404: 'No such app' },
      },
    })
    .input(appSlugParamSchema)
    .output(appTermsSchema)
    .query(({ ctx, input }) => appTerms(ctx.em, input.slug)),

  privacy: publicProcedure
    .meta({
      cached: true,
      openapi: {
        method: 'GET',
        path: '/apps/{slug}/privacy',
        tags,
        summary: "An app's privacy policy",
        protect: false,
        errorResponses: { 404: 'No such app' },
      },
    })
    .input(appSlugParamSchema)
    .output(appPrivacySchema)
    .query(({ ctx, input }) => appPrivacy(ctx.em, input.slug)),

  accountDeletion: publicProcedure
    .meta({
      cached: true,
      openapi: {
        method: 'GET',
        path: '/apps/{slug}/account-deletion',
        tags,
        summary: 'How users of an app delete their account and data',
        protect: false,
        errorResponses: { 404: 'No such app' },
      },
    })
    .input(appSlugParamSchema)
    .output(appAccountDeletionSchema)
    .query(({ ctx, input }) => appAccountDeletion(ctx.em, input.slug)),
});
