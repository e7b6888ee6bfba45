import { z } from 'zod';
import { LOCALE_CODES } from './locales';
import { MEGABYTE } from './upload';

/** The site's texts a fastlane metadata file can change: the app's own and a release's notes. */
export const FASTLANE_FIELDS = [
  'name',
  'subtitle',
  'description',
  'shortDescription',
  'keywords',
  'promotionalText',
  'supportUrl',
  'marketingUrl',
  'releaseNotes',
] as const;
export type FastlaneField = (typeof FASTLANE_FIELDS)[number];

/**
 * What an uploaded fastlane ZIP may hold. Metadata is a few kilobytes of text per language: these bounds
 * leave room for every language of both stores and refuse archives built to exhaust the server.
 */
export const FASTLANE_IMPORT_LIMITS = {
  /** The upload itself, compressed. */
  uploadBytes: 5 * MEGABYTE,
  entries: 2000,
  /** One file, inflated. */
  fileBytes: MEGABYTE,
  /** Every file together, inflated. */
  totalBytes: 5 * MEGABYTE,
} as const;

export const FASTLANE_IMPORT_MESSAGES = {
  missingFile: 'Send the ZIP as multipart/form-data in a field named "file".',
  tooLarge: `The ZIP is larger than ${FASTLANE_IMPORT_LIMITS.uploadBytes / MEGABYTE} MB.`,
  notAZip: 'The file is not a ZIP archive, or it is damaged.',
  unsafeName: (name: string) =>
    `The ZIP holds an unsafe file name (absolute, with "..", or with a backslash): ${name}`,
  tooManyEntries: `The ZIP holds more than ${FASTLANE_IMPORT_LIMITS.entries} entries.`,
  fileTooLarge: (name: string) =>
    `${name} inflates to more than ${FASTLANE_IMPORT_LIMITS.fileBytes / MEGABYTE} MB.`,
  totalTooLarge: `The ZIP's files inflate to more than ${FASTLANE_IMPORT_LIMITS.totalBytes / MEGABYTE} MB together.`,
} as const;

const releaseOfChangeSchema = z
  .object({
    id: z.number().int(),
    version: z.string(),
    versionCode: z.number().int().nullable(),
  })
  .nullable()
  .describe('The release whose notes change (releaseNotes only); null for the app’s own fields');

const localeFieldShape = {
  locale: z.enum(LOCALE_CODES).describe('The site language: its default one, or a translation'),
  field: z.enum(FASTLANE_FIELDS),
  release: releaseOfChangeSchema,
};

/** One text the import changes (or, in a dry run, would change). */
export const fastlaneChangeSchema = z.object({
  ...localeFieldShape,
  files: z.array(z.string()).describe('The files in the ZIP that hold the new text'),
  before: z
    .string()
    .nullable()
    .describe('The text the site shows in that language now; null when there is none'),
  after: z.string(),
});
export type FastlaneChange = z.infer<typeof fastlaneChangeSchema>;

/** A text the two stores' files change differently: it is left as it is. */
export const fastlaneConflictSchema = z.object({
  ...localeFieldShape,
  texts: z.array(z.object({ path: z.string(), text: z.string() })),
});
export type FastlaneConflict = z.infer<typeof fastlaneConflictSchema>;

/** A file of the ZIP the import does not read, and why. */
export const fastlaneIgnoredSchema = z.object({ path: z.string(), reason: z.string() });
export type FastlaneIgnored = z.infer<typeof fastlaneIgnoredSchema>;

export const fastlaneImportSchema = z.object({
  dryRun: z.boolean().describe('true: nothing was saved'),
  changes: z.array(fastlaneChangeSchema),
  conflicts: z.array(fastlaneConflictSchema),
  ignored: z.array(fastlaneIgnoredSchema),
});
export type FastlaneImport = z.infer<typeof fastlaneImportSchema>;

export const fastlaneImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: answer what would change and save nothing'),
});
