import { DomainError } from '@studio/core';
import { imageTooLargeMessage, MAX_IMAGE_MEGAPIXELS } from '@studio/schemas';
import sharp, { type Sharp } from 'sharp';
import { imageWork } from './imageWork';

const MAX_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;
const UNREADABLE_IMAGE_MESSAGE =
  'The image could not be read: it may be damaged. Try saving it again as PNG or JPEG.';

export interface CleanImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Re-encodes in the format it came in, at a quality that keeps the picture as it was. */
function encodeAs(image: Sharp, mimetype: string): Sharp {
  switch (mimetype) {
    case 'image/jpeg':
      return image.jpeg({ quality: 90, mozjpeg: true });
    case 'image/webp':
      return image.webp({ quality: 90 });
    case 'image/avif':
      return image.avif({ quality: 70 });
    case 'image/gif':
      return image.gif();
    default:
      return image.png();
  }
}

/** Pixels a decoder would have to hold, every frame of an animation counted. */
async function pixelCount(bytes: Buffer): Promise<number> {
  const { width, height, pages } = await sharp(bytes).metadata();
  return width * height * (pages ?? 1);
}

/**
 * An uploaded raster image as the site stores it: turned upright as its EXIF orientation says, then
 * without any metadata (EXIF with GPS position and camera, XMP, IPTC, comments), its colours in sRGB
 * (sharp's default converts from an embedded profile). Refuses pictures over the pixel limit before
 * decoding them, and pictures that do not decode.
 */
export function cleanImage(bytes: Buffer, mimetype: string): Promise<CleanImage> {
  return imageWork(async () => {
    let pixels: number;
    try {
      pixels = await pixelCount(bytes);
    } catch {
      throw new DomainError('unprocessable', UNREADABLE_IMAGE_MESSAGE);
    }
    if (pixels > MAX_PIXELS) {
      throw new DomainError('too-large', imageTooLargeMessage(MAX_IMAGE_MEGAPIXELS));
    }
    const animated = mimetype === 'image/gif' || mimetype === 'image/webp';
    const image = sharp(bytes, { autoOrient: true, limitInputPixels: MAX_PIXELS, animated });
    try {
      const { data, info } = await encodeAs(image, mimetype).toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.pageHeight ?? info.height };
    } catch {
      throw new DomainError('unprocessable', UNREADABLE_IMAGE_MESSAGE);
    }
  });
}

/** The size an SVG declares, when it declares one that can be read. */
export async function svgSize(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const { width, height } = await imageWork(() => sharp(bytes).metadata());
    return { width, height };
  } catch {
    return null;
  }
}
