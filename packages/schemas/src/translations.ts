import { z } from 'zod';
import { appFieldsSchema, appSchema } from './app';
import { blogPostInputSchema, blogPostSchema } from './blogPost';
import { idSchema, isoDateTimeSchema } from './common';
import { mediaEntriesSchema } from './mediaEntrySchema';
import { LOCALE_CODES, localeCodeSchema } from './locales';
import { isPublicPost, publishAtInputSchema, publishAtSchema } from './publishing';

/** An app's texts that have a version per language: its store texts, its documents, its press kit's words. */
export const APP_TRANSLATABLE_FIELDS = [
  'name',
  'shortDescription',
  'description',
  'subtitle',
  'keywords',
  'promotionalText',
  'features',
  'awards',
  'quotes',
  'termsLink',
  'privacyLink',
  'accountDeletion',
  'expectedLaunch',
  'launchMessage',
  'screenshots',
] as const;

/**
 * An app's fields whose translation is optional: one without it is not missing anything, since the default
 * language's serves (an app's screenshots are often the same in every language).
 */
export const APP_OPTIONAL_TRANSLATIONS = ['screenshots'] as const;

/** A post's fields that have a version per language. */
export const POST_TRANSLATABLE_FIELDS = ['title', 'excerpt', 'content', 'image'] as const;

/** A field's value that holds no text: an empty one, or null, is no translation (or nothing to translate). */
export const isBlankText = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/**
 * A translation form's check: a field left blank is no translation and is left out; the others are checked
 * by `schema` as the item's own, and parsed as the API takes them.
 */
export function blankFieldsLeftOut<TSchema extends z.ZodType>(schema: TSchema) {
  return z.preprocess(
    (values) =>
      Object.fromEntries(
        Object.entries(values as Record<string, unknown>).filter(
          ([, value]) => !isBlankText(value),
        ),
      ),
    schema,
  );
}

/** zod's pick mask of a list of fields: every input and answer schema of a translation picks by one. */
function maskOf<const TName extends string>(names: readonly TName[]): { [K in TName]: true } {
  return Object.fromEntries(names.map((name) => [name, true])) as { [K in TName]: true };
}
const APP_MASK = maskOf(APP_TRANSLATABLE_FIELDS);
const POST_MASK = maskOf(POST_TRANSLATABLE_FIELDS);

/**
 * A translation of an app: any of its translatable fields, checked as the app's own. A field left out (or
 * empty) has no translation, and shows the default language's text; screenshots too.
 */
export const appTranslationInputSchema = appFieldsSchema
  .pick(APP_MASK)
  .extend({
    screenshots: mediaEntriesSchema().describe(
      "The app's own screenshots and videos in that language, in the order shown; none: the default language's",
    ),
  })
  .partial();
export type AppTranslationInput = z.input<typeof appTranslationInputSchema>;
export type AppTranslationFields = z.output<typeof appTranslationInputSchema>;

/**
 * A translation of a post: any of its translatable fields, whether it is published in that language, and when
 * (checked as the post's own schedule).
 */
export const postTranslationInputSchema = blogPostInputSchema
  .pick(POST_MASK)
  .partial()
  .extend({
    published: z
      .boolean()
      .nullish()
      .transform((published) => published ?? false)
      .describe("Shown in the language's blog, feed and sitemap"),
    publishAt: publishAtInputSchema.describe(
      'When it goes public in that language (ISO 8601 with offset); null or past: as soon as published there',
    ),
  });
export type PostTranslationInput = z.input<typeof postTranslationInputSchema>;

export const translationLocaleParamSchema = z.object({
  id: idSchema,
  locale: localeCodeSchema,
});

export const translationDeletedSchema = z.object({
  locale: z.enum(LOCALE_CODES),
  deleted: z.literal(true),
});
export type TranslationDeleted = z.infer<typeof translationDeletedSchema>;

export const TRANSLATION_MESSAGES = {
  notTranslated: 'There is no translation into that language',
  notASiteLocale:
    'The site has no such language besides its default: add it in Site Settings → Languages first',
} as const;

/** What every kind's translation in one language says besides its fields. */
export const translationStateShape = {
  locale: z.enum(LOCALE_CODES),
  translated: z.array(z.string()).describe('The fields with a translation'),
  missing: z
    .array(z.string())
    .describe(
      "The fields the default language has a text in and this translation lacks: they show the default language's",
    ),
  updatedAt: isoDateTimeSchema.nullable().describe('null: not translated at all'),
};

/** The translated fields of an app, as answered. */
export const appTranslationFieldsSchema = appSchema.pick(APP_MASK).partial();

/** The translated fields of a post, as answered. */
export const postTranslationFieldsSchema = blogPostSchema.pick(POST_MASK).partial();

/** One language's translation of an app, as saved: its fields, and which are translated. */
export const appTranslationSchema = z.object({
  ...translationStateShape,
  fields: appTranslationFieldsSchema.describe('The translated fields alone'),
});
export type AppTranslation = z.infer<typeof appTranslationSchema>;

export const postTranslationSchema = z.object({
  ...translationStateShape,
  fields: postTranslationFieldsSchema.describe('The translated fields alone'),
  published: z.boolean(),
  publishAt: publishAtSchema.describe(
    'When it goes public in that language; null: as soon as it is published there',
  ),
});
export type PostTranslation = z.infer<typeof postTranslationSchema>;

/**
 * Whether visitors see a post in a language: the post itself is public, and its translation there is
 * published and not scheduled for later.
 */
export function isPublicTranslation(
  post: { published: boolean; publishAt: string | null },
  translation: { published: boolean; publishAt: string | null },
): boolean {
  return isPublicPost(post) && isPublicPost(translation);
}

export const appTranslationsSchema = z.object({
  default: z.enum(LOCALE_CODES),
  translations: z
    .array(appTranslationSchema)
    .describe('One per language of the site but the default'),
});
export type AppTranslations = z.infer<typeof appTranslationsSchema>;

export const postTranslationsSchema = z.object({
  default: z.enum(LOCALE_CODES),
  translations: z
    .array(postTranslationSchema)
    .describe('One per language of the site but the default'),
});
export type PostTranslations = z.infer<typeof postTranslationsSchema>;

/** Every app's translation state in each other language, as the admin's list shows it (no texts). */
export const appTranslationStatesSchema = z.array(
  z.object({
    id: idSchema,
    translations: z.array(appTranslationSchema.omit({ fields: true })),
  }),
);
export type AppTranslationStates = z.infer<typeof appTranslationStatesSchema>;

/** Every post's translation state in each other language, as the admin's list shows it (no texts). */
export const postTranslationStatesSchema = z.array(
  z.object({
    id: idSchema,
    translations: z.array(postTranslationSchema.omit({ fields: true })),
  }),
);
export type PostTranslationStates = z.infer<typeof postTranslationStatesSchema>;
