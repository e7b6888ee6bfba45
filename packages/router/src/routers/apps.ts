import {
  APP_DOCUMENTS,
  appDocumentSchema,
  appParamSchema,
  appSchema,
  appCardSchema,
  cardsInputSchema,
  appPrivacySchema,
  appSlugParamSchema,
  appSummarySchema,
  listInLocaleSchema,
  localeQueryShape,
  releaseSchema,
  SURROGATE_KEYS,
  type AppDocument,
  type AppDocumentKind,
  type LocaleCode,
} from '@studio/schemas';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { publicProcedure } from '../procedures';
import { answersIn, shows } from '../shownContent';
import { appDocument, findApp, listAppCards, listApps } from '@studio/core/services/apps';
import { appPrivacy } from '@studio/core/services/privacy/appPrivacy';
import { listReleases } from '@studio/core/services/releases';
import { requestedTranslation } from '@studio/core/services/translations/localizedRead';
import { t } from '../trpc';

const tags = ['Apps'];

/** How a document's read finds its answer: by the app's slug, in a language or the default one. */
type DocumentRead<T> = (em: EntityManager, slug: string, locale: LocaleCode | null) => Promise<T>;

/** The public read of one kind of app document, e.g. GET /apps/{slug}/terms. */
function documentProcedure<T>(
  kind: AppDocumentKind,
  summary: string,
  output: z.ZodType<T>,
  read: DocumentRead<T>,
) {
  return publicProcedure
    .meta({
      cached: true,
      openapi: {
        method: 'GET',
        path: `/apps/{slug}/${APP_DOCUMENTS[kind].pathSegment}`,
        tags,
        summary,
        protect: false,
        errorResponses: { 404: 'No such app' },
      },
    })
    .input(appSlugParamSchema.extend(localeQueryShape))
    .output(output)
    .query(async ({ ctx, input }) => {
      // Found by slug: any app's change purges it.
      shows(ctx, [SURROGATE_KEYS.apps]);
      const document = await read(
        ctx.em,
        input.slug,
        await requestedTranslation(ctx.em, input.locale),
      );
      if (input.locale) answersIn(ctx, input.locale);
      return document;
    });
}

/** A document that is the app's text alone: `{ appName, <kind> }`. */
function appDocumentProcedure<TKind extends AppDocumentKind>(kind: TKind, summary: string) {
  // Typed by its output only: TypeScript cannot check an answer against zod's inferred input type when a
  // type parameter chooses its key. The parser still checks every answer.
  const output: z.ZodType<AppDocument<TKind>> = appDocumentSchema(kind);
  return documentProcedure(kind, summary, output, (em, slug, locale) =>
    appDocument(em, slug, kind, locale),
  );
}

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
    .input(listInLocaleSchema)
    .output(z.array(appSummarySchema))
    .query(async ({ ctx, input }) => {
      shows(ctx, [SURROGATE_KEYS.apps, SURROGATE_KEYS.appViews]);
      const apps = await listApps(ctx.em, {
        locale: await requestedTranslation(ctx.em, input?.locale),
      });
      if (input?.locale) answersIn(ctx, input.locale);
      return apps;
    }),

  // For the site's pages only (no REST path): what their cards show, and so what each page carries.
  cards: publicProcedure
    .meta({ cached: true })
    .input(cardsInputSchema)
    .output(z.array(appCardSchema))
    .query(async ({ ctx, input }) => {
      shows(ctx, [SURROGATE_KEYS.apps, SURROGATE_KEYS.appViews]);
      const locale = await requestedTranslation(ctx.em, input?.locale);
      return listAppCards(ctx.em, { limit: input?.limit, locale });
    }),

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
    .input(appParamSchema.extend(localeQueryShape))
    .output(appSchema)
    .query(async ({ ctx, input }) => {
      const locale = await requestedTranslation(ctx.em, input.locale);
      const app = await findApp(ctx.em, input.param, locale);
      shows(ctx, [SURROGATE_KEYS.app(app.id), SURROGATE_KEYS.appViews]);
      if (input.locale) answersIn(ctx, input.locale);
      return app;
    }),

  releases: publicProcedure
    .meta({
      cached: true,
      openapi: {
        method: 'GET',
        path: '/apps/{slug}/releases',
        tags,
        summary: "An app's releases (version, day, notes), newest first",
        protect: false,
        errorResponses: { 404: 'No such app' },
      },
    })
    .input(appSlugParamSchema.extend(localeQueryShape))
    .output(z.array(releaseSchema))
    .query(async ({ ctx, input }) => {
      const locale = await requestedTranslation(ctx.em, input.locale);
      const { appId, releases } = await listReleases(ctx.em, input.slug, locale);
      shows(ctx, [SURROGATE_KEYS.releases(appId)]);
      if (input.locale) answersIn(ctx, input.locale);
      return releases;
    }),

  terms: appDocumentProcedure('terms', "An app's terms of use"),
  privacy: documentProcedure(
    'privacy',
    "An app's privacy policy, and the data it declares it collects (dataCollected: null while not declared)",
    appPrivacySchema,
    appPrivacy,
  ),
  accountDeletion: appDocumentProcedure(
    'accountDeletion',
    'How users of an app delete their account and data',
  ),
});
