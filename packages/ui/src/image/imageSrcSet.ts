import { IMAGE_WIDTHS, imageWidthUrl } from '@studio/schemas';

/** The densest screens phones have: an image drawn at a fixed size never needs more pixels than this. */
const DENSEST_PIXEL_RATIO = 3;

/**
 * The srcset of an uploaded raster image, from its width when the server resizes it (see resizableWidth):
 * each fixed width below its own, then its own width (served by the next fixed width up, which the server
 * never enlarges). An image always drawn `drawnWidth` CSS pixels wide stops at the first width that fills
 * the densest screen: no browser would pick a wider one. Undefined for images the server does not resize.
 */
export function imageSrcSet(
  url: string,
  resizableWidth: number | null | undefined,
  drawnWidth?: number,
): string | undefined {
  if (!resizableWidth) return undefined;
  const below = IMAGE_WIDTHS.filter((width) => width < resizableWidth);
  const filling =
    drawnWidth === undefined
      ? -1
      : below.findIndex((width) => width >= drawnWidth * DENSEST_PIXEL_RATIO);
  const widths = filling >= 0 ? below.slice(0, filling + 1) : below;
  const candidates = widths.map((width) => `${imageWidthUrl(url, width)} ${width}w`);
  if (filling < 0) {
    const full = IMAGE_WIDTHS.find((width) => width >= resizableWidth);
    candidates.push(`${full ? imageWidthUrl(url, full) : url} ${resizableWidth}w`);
  }
  return candidates.join(', ');
}
