import { z } from 'zod';
import { imageReferenceSchema } from './common';

/** The site's own share image: what link previews show for pages without a picture of their own. */
export const shareImageSchema = z.object({
  image: z
    .string()
    .nullable()
    .describe(
      'The image the admin chose (an uploaded file or a web address); null for the default',
    ),
});
export type ShareImage = z.infer<typeof shareImageSchema>;

const shareImageReference = imageReferenceSchema('Choose an image, or restore the default');

/** What PUT /api/admin/settings/share-image takes: an image, or null to go back to the default. */
export const shareImageInputSchema = z.object({ image: shareImageReference.nullable() });
export type ShareImageInput = z.input<typeof shareImageInputSchema>;

/** The settings form: saving takes an image (the default is restored with a button of its own). */
export const shareImageFormSchema = z.object({ image: shareImageReference });

/** The picture a link preview expects: 1200×630 (1.91:1), as the default that ships with the site. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };
