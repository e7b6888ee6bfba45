import { z } from 'zod';
import { APP_CATEGORIES } from './categories';
import {
  idSchema,
  imageReferenceSchema,
  isoDateTimeSchema,
  optionalTextSchema,
  optionalWebAddressSchema,
  WEB_ADDRESS_PATTERN,
  webAddressMessage,
} from './common';
import {
  checkComingSoonLaunch,
  comingSoonInputShape,
  comingSoonShape,
  launchMessageShape,
} from './comingSoon';
import { deepLinksInputSchema, deepLinksSchema } from './deepLinks';
import { mediaEntriesSchema } from './mediaEntrySchema';
import { pressKitInputShape, pressKitShape } from './pressKit';
import { adminReleaseSchema, revisionReleaseSchema } from './release';
import { imagesSchema, resizableWidthSchema } from './imagesSchema';
import { publishAtInputSchema, publishAtSchema, revisionSummarySchema } from './publishing';
import { slugSchema } from './slug';
import { storeListingInputShape, storeListingShape } from './storeListing';
import {
  APP_STORE_LINK_MESSAGE,
  PLAY_STORE_LINK_MESSAGE,
  appStoreAppId,
  playStorePackage,
} from './storeLinks';
import { textSchema } from './text';

const emailSchema = z.email();

const appCategorySchema = z.enum(APP_CATEGORIES, {
  message: `Category must be one of ${APP_CATEGORIES.join(', ')}`,
});

/** An app's fields, before the rules that tie several together. */
export const appFieldsSchema = z.object({
  name: textSchema()
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name must be at most 100 characters'),
  slug: slugSchema,
  description: textSchema().trim().min(10, 'Description must be at least 10 characters'),
  shortDescription: textSchema()
    .trim()
    .min(10, 'Short description must be at least 10 characters')
    .max(150, 'Short description must be less than 150 characters'),
  category: appCategorySchema,
  icon: imageReferenceSchema('Icon URL is required'),
  appStoreLink: optionalTextSchema.superRefine((link, context) => {
    if (link === null) return;
    if (!WEB_ADDRESS_PATTERN.test(link)) {
      context.addIssue(webAddressMessage('App Store link'));
    } else if (!appStoreAppId(link)) {
      context.addIssue(APP_STORE_LINK_MESSAGE);
    }
  }),
  playStoreLink: optionalTextSchema.refine(
    (link) => link === null || playStorePackage(link) !== null,
    PLAY_STORE_LINK_MESSAGE,
  ),
  termsLink: optionalTextSchema,
  privacyLink: optionalTextSchema,
  accountDeletion: optionalTextSchema.describe(
    'How users delete their account and data: the full text, or a link starting with http',
  ),
  supportEmail: optionalTextSchema.refine(
    (email) => email === null || (email.length <= 254 && emailSchema.safeParse(email).success),
    'Support e-mail must be a valid e-mail address',
  ),
  supportUrl: optionalWebAddressSchema('Support URL'),
  ...storeListingInputShape,
  deepLinks: deepLinksInputSchema,
  featured: z
    .boolean()
    .nullish()
    .transform((featured) => featured ?? false),
  publishAt: publishAtInputSchema,
  screenshots: mediaEntriesSchema('At least one screenshot is required'),
  ...pressKitInputShape,
  ...comingSoonInputShape,
});
export const appInputSchema = appFieldsSchema.superRefine(checkComingSoonLaunch);
export type AppInput = z.input<typeof appInputSchema>;

export const appSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  category: z.string(),
  icon: z.string(),
  appStoreLink: z.string().nullable(),
  playStoreLink: z.string().nullable(),
  termsLink: z.string().nullable(),
  privacyLink: z.string().nullable(),
  accountDeletion: z.string().nullable(),
  supportEmail: z.string().nullable(),
  supportUrl: z.string().nullable(),
  ...storeListingShape,
  deepLinks: deepLinksSchema.nullable(),
  featured: z.boolean(),
  publishAt: publishAtSchema,
  screenshots: z.array(z.string()),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  images: imagesSchema,
  ...pressKitShape,
  ...comingSoonShape,
  ...launchMessageShape,
});
export type App = z.infer<typeof appSchema>;

/** What lists carry: everything but the long texts, the store-only texts and the deep links, plus how often the app's page was seen. */
export const appSummarySchema = appSchema
  .omit({
    description: true,
    subtitle: true,
    keywords: true,
    promotionalText: true,
    marketingUrl: true,
    termsLink: true,
    privacyLink: true,
    accountDeletion: true,
    deepLinks: true,
    pressContact: true,
    features: true,
    awards: true,
    quotes: true,
    credits: true,
    launchMessage: true,
  })
  .extend({
    views: z.number().int().describe("Views of the app's page since counting began"),
  });
export type AppSummary = z.infer<typeof appSummarySchema>;

/**
 * What the site's app cards show, and so what its pages carry for them: no id (a card is known by its
 * slug), screenshots, store or support links, and of the icon's size only the width its srcset needs.
 */
export const appCardSchema = appSummarySchema
  .pick({
    name: true,
    slug: true,
    shortDescription: true,
    category: true,
    icon: true,
    featured: true,
    views: true,
    comingSoon: true,
    expectedLaunch: true,
  })
  .extend({ iconWidth: resizableWidthSchema });
export type AppCard = z.infer<typeof appCardSchema>;

export const appParamSchema = z.object({
  param: textSchema().trim().min(1).describe('The app slug, or its numeric id'),
});
export const appSlugParamSchema = z.object({ slug: textSchema().trim().min(1) });
export const appIdParamSchema = z.object({ id: idSchema });
export const appUpdateSchema = appInputSchema.extend({ id: idSchema });

export const APP_NOT_FOUND_MESSAGE = 'App not found';
export const APP_SLUG_TAKEN_MESSAGE = 'Another app already uses this slug';

const REVISION_RELEASES =
  'The app\u2019s releases after that save, newest first; absent in revisions kept before releases were';

/** What a revision of an app keeps, checked again on restore: the app's fields and its releases. */
export const appRevisionContentSchema = appInputSchema.extend({
  releases: z.array(revisionReleaseSchema).optional().describe(REVISION_RELEASES),
});

/** One revision of an app: who saved it, when, and the app's fields and releases after that save. */
export const appRevisionSchema = revisionSummarySchema.extend({
  content: appSchema.omit({ id: true, createdAt: true, updatedAt: true, images: true }).extend({
    releases: z
      .array(
        adminReleaseSchema
          .omit({ id: true })
          .extend(revisionReleaseSchema.pick({ translations: true }).shape),
      )
      .optional()
      .describe(REVISION_RELEASES),
  }),
});
export type AppRevision = z.infer<typeof appRevisionSchema>;
