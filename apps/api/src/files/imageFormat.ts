import { namedMediaTypes } from '../http/negotiation';

/**
 * AVIF's encoder needs about 25 MB of memory at 320 px wide, 50 MB at 640 and over 130 MB at 1280: wider
 * copies are WebP (about 1.5 times the bytes for a fraction of the memory and time), so that a server
 * making many copies at once stays within a modest memory budget.
 */
export const AVIF_MAX_WIDTH = 320;

/**
 * What a copy this wide is sent as: AVIF (up to AVIF_MAX_WIDTH) or WebP when the request's Accept names it;
 * null for the original's own format, which every client that asked for the image can show.
 */
export function preferredImageFormat(accept: string | undefined, width: number): string | null {
  const types = namedMediaTypes(accept);
  if (width <= AVIF_MAX_WIDTH && types.has('image/avif')) return 'image/avif';
  return types.has('image/webp') ? 'image/webp' : null;
}
