import { z } from 'zod';

export const imageInfoSchema = z.object({
  width: z.number().int().describe('Pixels'),
  height: z.number().int().describe('Pixels'),
  resizable: z.boolean().describe('Whether ?w=N serves it resized (raster images)'),
});
export type ImageInfo = z.infer<typeof imageInfoSchema>;

/** Uploaded images an answer refers to, by their URL as it appears in the answer. */
export const imagesSchema = z
  .record(z.string(), imageInfoSchema)
  .describe(
    'The uploaded images this answer refers to, keyed by their URL: their size, and whether ?w=N serves them resized',
  );
export type Images = z.infer<typeof imagesSchema>;

/** How wide an image is when the server serves smaller copies of it (?w=N), for a srcset; else null. */
export const resizableWidthSchema = z
  .number()
  .int()
  .nullable()
  .describe('Pixels, when ?w=N serves the image resized; null when it does not');
