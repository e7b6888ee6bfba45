import { z } from 'zod';
import { normaliseMediaEntry, parseMediaEntry } from './mediaEntry';
import { textSchema } from './text';
import { MEDIA_MAX_FILES, maxFilesMessage } from './upload';

export const mediaEntrySchema = textSchema()
  .trim()
  .min(1, 'Screenshot cannot be empty')
  .refine((entry) => parseMediaEntry(entry) !== null, {
    message: 'Each screenshot must be an uploaded image or video, or a YouTube link',
  })
  .transform(normaliseMediaEntry);

/**
 * Screenshots and videos in the order shown, at most MEDIA_MAX_FILES of them; with `required`, at least one
 * (the message of none).
 */
export function mediaEntriesSchema(required?: string) {
  const entries = z
    .array(mediaEntrySchema, required === undefined ? undefined : { message: required })
    .max(MEDIA_MAX_FILES, maxFilesMessage(MEDIA_MAX_FILES));
  return required === undefined ? entries : entries.min(1, required);
}
