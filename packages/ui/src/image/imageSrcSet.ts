import { IMAGE_WIDTHS, imageWidthUrl } from '@studio/schemas';

/**
 * The srcset of an uploaded raster image, from its width when the server resizes it (see resizableWidth):
 * each fixed width below its own, then its own width (served by the next fixed width up, which the server
 * never enlarges). Undefined for images the server does not resize.
 */
export function imageSrcSet(
  url: string,
  resizableWidth: number | null | undefined,
): string | undefined {
  if (!resizableWidth) return undefined;
  const candidates = IMAGE_WIDTHS.filter((width) => width < resizableWidth).map(
    (width) => `${imageWidthUrl(url, width)} ${width}w`,
  );
  const full = IMAGE_WIDTHS.find((width) => width >= resizableWidth);
  candidates.push(`${full ? imageWidthUrl(url, full) : url} ${resizableWidth}w`);
  return candidates.join(', ');
}
