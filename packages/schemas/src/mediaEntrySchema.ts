import { normaliseMediaEntry, parseMediaEntry } from './mediaEntry';
import { textSchema } from './text';

export const mediaEntrySchema = textSchema()
  .trim()
  .min(1, 'Screenshot cannot be empty')
  .refine((entry) => parseMediaEntry(entry) !== null, {
    message: 'Each screenshot must be an uploaded image or video, or a YouTube link',
  })
  .transform(normaliseMediaEntry);
