import {
  appAdsTxtInputSchema,
  appAdsTxtSchema,
  localeSettings,
  localeSettingsSchema,
  localesInputSchema,
  localesSchema,
  shareImageInputSchema,
  shareImageSchema,
  pressFactsLocaleParamSchema,
  studioPressFactsInputSchema,
  studioPressFactsSchema,
  studioPressFactsTranslationInputSchema,
  studioPressFactsTranslationSchema,
  studioPressFactsTranslationsSchema,
  translationDeletedSchema,
} from '@studio/schemas';
import { z } from 'zod';
import { adminProcedure } from '../procedures';
import { readAppAdsTxt, saveAppAdsTxt } from '@studio/core/services/appAdsTxt';
import { readLocales, saveLocales } from '@studio/core/services/locales';
import { saveShareImage } from '@studio/core/services/shareImage';
import { saveStudioPressFacts } from '@studio/core/services/studioPressFacts';
import {
  deleteStudioPressFactsTranslation,
  listStudioPressFactsTranslations,
  saveStudioPressFactsTranslation,
} from '@studio/core/services/studioPressFactsTranslations';
import { t } from '../trpc';

const tags = ['Admin: settings'];

export const adminSettingsRouter = t.router({
  appAds: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/settings/app-ads',
        tags,
        summary: 'The app-ads.txt file served at /app-ads.txt',
      },
    })
    .input(z.void())
    .output(appAdsTxtSchema)
    .query(({ ctx }) => readAppAdsTxt(ctx.em)),

  saveAppAds: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/settings/app-ads',
        tags,
        summary: 'Replace the app-ads.txt file',
        description:
          'Every line is checked against IAB app-ads.txt 1.0: records (domain, publisher id, DIRECT or RESELLER, optional certification authority id), comments, blank lines and the variables OWNERDOMAIN, MANAGERDOMAIN, CONTACT, SUBDOMAIN and INVENTORYPARTNERDOMAIN. A bad line is refused with 400 and the message "Line N: what is wrong".',
      },
    })
    .input(appAdsTxtInputSchema)
    .output(appAdsTxtSchema)
    .mutation(({ ctx, input }) => saveAppAdsTxt(ctx, input.content)),

  saveShareImage: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/settings/share-image',
        tags,
        summary: "Replace the site's share image, or go back to the default (null)",
        description:
          'The image link previews (Open Graph, Twitter cards) show for every page without a picture of its own, the home page among them; 1200×630 suits them best.',
      },
    })
    .input(shareImageInputSchema)
    .output(shareImageSchema)
    .mutation(({ ctx, input }) => saveShareImage(ctx, input.image)),

  savePressFacts: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/settings/press-facts',
        tags,
        summary: "Replace the studio's fact sheet shown on /press",
      },
    })
    .input(studioPressFactsInputSchema)
    .output(studioPressFactsSchema)
    .mutation(({ ctx, input }) => saveStudioPressFacts(ctx, input)),

  pressFactsTranslations: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/settings/press-facts/translations',
        tags,
        summary:
          "Each language of the site but the default, with the studio's facts translated there and the facts still missing",
      },
    })
    .input(z.void())
    .output(studioPressFactsTranslationsSchema)
    .query(({ ctx }) => listStudioPressFactsTranslations(ctx.em)),

  savePressFactsTranslation: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/settings/press-facts/translations/{locale}',
        tags,
        summary: "Replace the studio's facts' translation into one of the site's languages",
        description:
          'The translatable facts (name, founded, basedIn, size), any subset: a fact left out (or empty) has no translation and shows the default language. The press contact is the same in every language. The language must be one of the site\u2019s, not its default.',
      },
    })
    .input(studioPressFactsTranslationInputSchema.extend(pressFactsLocaleParamSchema.shape))
    .output(studioPressFactsTranslationSchema)
    .mutation(({ ctx, input: { locale, ...fields } }) =>
      saveStudioPressFactsTranslation(ctx, locale, fields),
    ),

  deletePressFactsTranslation: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/settings/press-facts/translations/{locale}',
        tags,
        summary:
          "Remove the studio's facts' translation into one language: the press pages show the default language's there again",
        errorResponses: { 404: 'No translation into that language' },
      },
    })
    .input(pressFactsLocaleParamSchema)
    .output(translationDeletedSchema)
    .mutation(({ ctx, input }) => deleteStudioPressFactsTranslation(ctx, input.locale)),

  locales: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/settings/locales',
        tags,
        summary: "The site's languages, with the App Store storefront each opens",
        description:
          'As PUT takes them: the default, every language (the default first) and, for each language whose tag names no country, the storefront its pages open store links in (the chosen one, else its default).',
      },
    })
    .input(z.void())
    .output(localeSettingsSchema)
    .query(async ({ ctx }) => localeSettings(await readLocales(ctx.em))),

  saveLocales: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/settings/locales',
        tags,
        summary: "Set the site's languages",
        description:
          'Language tags are BCP 47 (`en`, `de`, `ja`, `pt-BR`, `zh-Hans`, …), among the App Store\'s store languages, in any case. The default keeps the addresses without a prefix and is what a missing translation shows; every other language prefixes them (`/de/apps`). `storefronts` chooses the App Store country a language\'s pages open store links in, for languages whose tag names none (`de` opens `de` unless `{"de": "at"}`); Google Play opens in the language (`hl=`). The pages of the default language keep the links as saved.',
      },
    })
    .input(localesInputSchema)
    .output(localesSchema)
    .mutation(({ ctx, input }) => saveLocales(ctx, input)),
});
