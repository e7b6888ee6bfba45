import { z } from 'zod';
import { isoDateTimeSchema } from './common';

/** What can hold a reference to an uploaded file. */
export const FILE_USER_TYPES = ['app', 'post', 'setting'] as const;
export type FileUserType = (typeof FILE_USER_TYPES)[number];

export const fileUsageSchema = z.object({
  type: z.enum(FILE_USER_TYPES),
  id: z.string().describe('The id of the app, post or setting'),
  name: z.string().describe('Its name or title'),
  field: z.string().describe('Where in it the file is used, e.g. icon or screenshots'),
});
export type FileUsage = z.infer<typeof fileUsageSchema>;

export const libraryFileSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  filename: z.string(),
  mimetype: z.string(),
  size: z.number().int().describe('Bytes of the file as stored'),
  variantsSize: z
    .number()
    .int()
    .describe('Bytes of its resized copies made so far, which count towards storage too'),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: isoDateTimeSchema,
  usedBy: z.array(fileUsageSchema).describe('The apps, posts and settings that refer to it'),
});
export type LibraryFile = z.infer<typeof libraryFileSchema>;

export const fileIdParamSchema = z.object({ id: z.uuid('File id must be a UUID') });
export const fileDeletedSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });
export type FileDeleted = z.infer<typeof fileDeletedSchema>;

export const FILE_NOT_FOUND_MESSAGE = 'File not found';

const USER_TYPE_NAMES: Record<FileUserType, string> = {
  app: 'app',
  post: 'blog post',
  setting: 'setting',
};

/** Why a file in use cannot be deleted, naming every place that uses it. */
export function fileInUseMessage(usedBy: readonly FileUsage[]): string {
  const places = usedBy.map(
    (usage) => `${USER_TYPE_NAMES[usage.type]} "${usage.name}" (${usage.field})`,
  );
  return `This file is still used by ${places.join(', ')}. Remove it there first.`;
}
