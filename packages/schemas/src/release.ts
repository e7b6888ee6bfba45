import { z } from 'zod';
import { idSchema } from './common';
import { emailSubscribersInputSchema } from './emailSubscribers';
import { LOCALE_CODES, localeCodeSchema } from './locales';
import { calendarDaySchema } from './pressKit';
import { textSchema } from './text';

/** Google Play's largest versionCode. */
const MAX_VERSION_CODE = 2_100_000_000;
export const VERSION_CODE_MESSAGE = `Version code must be a whole number from 1 to ${MAX_VERSION_CODE}`;

/** One version of an app, as players and stores read it ("What's new"). */
export const releaseInputSchema = z.object({
  version: textSchema({ message: 'Version is required' })
    .trim()
    .min(1, 'Version is required')
    .max(50, 'Version must be at most 50 characters'),
  releasedAt: calendarDaySchema,
  notes: textSchema({ message: 'Notes are required' })
    .trim()
    .min(1, 'Notes are required')
    .max(10_000, 'Notes must be at most 10000 characters')
    .describe('Plain text: paragraphs are separated by blank lines'),
  platforms: z
    .array(
      textSchema()
        .trim()
        .min(1, 'Platform is required')
        .max(50, 'Platform must be at most 50 characters'),
      { message: 'Platforms must be a list' },
    )
    .max(10, 'Platforms can have at most 10 entries')
    .nullish()
    .transform((platforms) => platforms ?? [])
    .describe('Where this version came out; empty for all of the app\u2019s platforms'),
  versionCode: z
    .number({ message: VERSION_CODE_MESSAGE })
    .int(VERSION_CODE_MESSAGE)
    .positive(VERSION_CODE_MESSAGE)
    .max(MAX_VERSION_CODE, VERSION_CODE_MESSAGE)
    .nullish()
    .transform((code) => code ?? null)
    .describe('Its Android versionCode: Google Play keys its release notes by it'),
  emailSubscribers: emailSubscribersInputSchema.describe(
    'Send it to the subscribers of its app\u2019s launch list',
  ),
});
export type ReleaseInput = z.input<typeof releaseInputSchema>;

export const releaseSchema = z.object({
  id: z.number().int(),
  version: z.string(),
  releasedAt: z.string().describe('YYYY-MM-DD'),
  notes: z.string(),
  platforms: z.array(z.string()),
});
/** A release as visitors and the public API get it: no admin-only fields. */
export type Release = z.infer<typeof releaseSchema>;

/** A release's notes in one of the site's other languages, checked as the release's own. */
export const releaseTranslationInputSchema = releaseInputSchema.pick({ notes: true });
export type ReleaseTranslationInput = z.input<typeof releaseTranslationInputSchema>;

export const releaseTranslationSchema = z.object({
  locale: z.enum(LOCALE_CODES),
  notes: z.string(),
});
export type ReleaseTranslation = z.infer<typeof releaseTranslationSchema>;

const releaseTranslationsSchema = z
  .array(releaseTranslationSchema)
  .describe(
    "Its notes in the site's other languages, one per language translated; the others show the default language's",
  );

/** A release as the admin reads and saves it: with its Android version code and whether it goes to its app's launch list. */
export const adminReleaseSchema = releaseSchema.extend({
  versionCode: z.number().int().nullable().describe('Its Android versionCode'),
  emailSubscribers: z
    .boolean()
    .describe('Sent to the subscribers of its app\u2019s launch list, once'),
  translations: releaseTranslationsSchema,
});
export type AdminRelease = z.infer<typeof adminReleaseSchema>;

/** A release as a revision of its app keeps it: its fields and its translations (absent in older revisions). */
export const revisionReleaseSchema = releaseInputSchema.extend({
  translations: releaseTranslationsSchema.optional(),
});
export type RevisionRelease = z.output<typeof revisionReleaseSchema>;

export const releaseCreateSchema = releaseInputSchema.extend({ id: idSchema.describe('The app') });
export const releaseUpdateSchema = releaseCreateSchema.extend({ releaseId: idSchema });
export const releaseIdParamsSchema = z.object({ id: idSchema, releaseId: idSchema });
export const releaseTranslationParamsSchema = releaseIdParamsSchema.extend({
  locale: localeCodeSchema,
});
export const releaseTranslationSaveSchema = releaseTranslationParamsSchema.extend(
  releaseTranslationInputSchema.shape,
);

export const RELEASE_NOT_FOUND_MESSAGE = 'Release not found';
export const RELEASE_VERSION_TAKEN_MESSAGE = 'This app already has a release with this version';
