import { IMAGE_WIDTHS, imageWidthUrl, type ImageInfo } from '@studio/schemas';

/**
 * The srcset of an uploaded raster image: each fixed width below its own, then its own width (served by the
 * next fixed width up, which the server never enlarges). Undefined for images the server does not resize.
 */
export function imageSrcSet(url: string, image: ImageInfo | undefined): string | undefined {
  if (!image?.resizable) return undefined;
  const candidates = IMAGE_WIDTHS.filter((width) => width < image.width).map(
    (width) => `${imageWidthUrl(url, width)} ${width}w`,
  );
  const full = IMAGE_WIDTHS.find((width) => width >= image.width);
  candidates.push(`${full ? imageWidthUrl(url, full) : url} ${image.width}w`);
  return candidates.join(', ');
}
