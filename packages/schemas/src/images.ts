/** The widths (px) an uploaded image is also served at: GET /api/files/{id}/{name}?w=N. */
export const IMAGE_WIDTHS = [160, 320, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Larger images are refused on upload: decoding them would take too much memory. */
export const MAX_IMAGE_MEGAPIXELS = 50;
export const imageTooLargeMessage = (megapixels: number) =>
  `Image too large. Maximum is ${megapixels} megapixels (width × height).`;

export const INVALID_IMAGE_WIDTH_MESSAGE = `The width w must be one of ${IMAGE_WIDTHS.join(', ')}.`;

/** Raster images the server resizes; SVG scales by itself and GIF animations are served as uploaded. */
const RESIZABLE_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/avif']);

export function isResizableImage(mimetype: string): boolean {
  return RESIZABLE_IMAGE_TYPES.has(mimetype);
}
