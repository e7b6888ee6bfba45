import { z } from 'zod';
import { normaliseMediaEntry, parseMediaEntry } from './mediaEntry';

export const mediaEntrySchema = z
  .string()
  .trim()
  .min(1, 'Screenshot cannot be empty')
  .refine((entry) => parseMediaEntry(entry) !== null, {
    message: 'Each screenshot must be an uploaded image or video, or a YouTube link',
  })
  .transform(normaliseMediaEntry);
