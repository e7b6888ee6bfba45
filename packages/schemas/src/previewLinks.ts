import { z } from 'zod';
import { appSchema } from './app';
import { blogPostSchema } from './blogPost';
import { idSchema, isoDateTimeSchema, wholeNumberInput } from './common';
import { localeCodeSchema } from './locales';
import { textSchema } from './text';

export const PREVIEW_DAYS_MESSAGE = 'Days must be a whole number from 1 to 30';
export const PREVIEW_NOT_FOUND_MESSAGE = 'Preview not found';
export const PREVIEW_DEFAULT_DAYS = 7;

/** A new preview link: for which item, valid for how many days (1 to 30, 7 by default), in which language. */
export const previewLinkInputSchema = z.object({
  id: idSchema,
  days: wholeNumberInput(PREVIEW_DAYS_MESSAGE)
    .pipe(z.number().min(1, PREVIEW_DAYS_MESSAGE).max(30, PREVIEW_DAYS_MESSAGE))
    .optional()
    .transform((days) => days ?? PREVIEW_DEFAULT_DAYS)
    .describe('How many days the link works: 1 to 30, 7 by default'),
  locale: localeCodeSchema
    .optional()
    .describe(
      "One of the site's languages (GET /api/locales): the link opens the preview in it, under its prefix (/de/preview/{token}), its translation shown even while unpublished. Left out: the default language",
    ),
});

export const previewLinkSchema = z.object({
  url: z.string().describe('The absolute address of the preview page'),
  expiresAt: isoDateTimeSchema,
});
export type PreviewLink = z.infer<typeof previewLinkSchema>;

export const previewLinksRevokedSchema = z.object({
  revoked: z.number().int().describe('How many links stopped working'),
});

export const previewTokenParamSchema = z.object({ token: textSchema().trim().min(1).max(100) });

/** What a preview link shows: the post or the app as its public page would. */
export const previewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('blogPost'), post: blogPostSchema }),
  z.object({ kind: z.literal('app'), app: appSchema }),
]);
export type Preview = z.infer<typeof previewSchema>;
