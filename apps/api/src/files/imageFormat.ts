/**
 * AVIF's encoder needs about 25 MB of memory at 320 px wide, 50 MB at 640 and over 130 MB at 1280: wider
 * copies are WebP (about 1.5 times the bytes for a fraction of the memory and time), so that a server
 * making many copies at once stays within a modest memory budget.
 */
export const AVIF_MAX_WIDTH = 320;

// Browsers send a handful of distinct Accept headers: each is read once (a cap keeps made-up ones out).
const ACCEPT_MEMORY = 100;
const readAccepts = new Map<string, Set<string>>();

/** The types an Accept header names explicitly (with a quality above 0); wildcards do not count. */
function acceptedTypes(accept: string): Set<string> {
  const known = readAccepts.get(accept);
  if (known) return known;
  const types = new Set<string>();
  for (const range of accept.split(',')) {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (!quality || Number(quality.slice(2)) > 0) types.add(type);
  }
  if (readAccepts.size < ACCEPT_MEMORY) readAccepts.set(accept, types);
  return types;
}

/**
 * What a copy this wide is sent as: AVIF (up to AVIF_MAX_WIDTH) or WebP when the request's Accept names it;
 * null for the original's own format, which every client that asked for the image can show.
 */
export function preferredImageFormat(accept: string | undefined, width: number): string | null {
  const types = acceptedTypes(accept ?? '');
  if (width <= AVIF_MAX_WIDTH && types.has('image/avif')) return 'image/avif';
  return types.has('image/webp') ? 'image/webp' : null;
}
