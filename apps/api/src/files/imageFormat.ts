/** Formats a browser may take instead of the original, best first. */
const MODERN_FORMATS = ['image/avif', 'image/webp'] as const;

/** The types an Accept header names explicitly (with a quality above 0); wildcards do not count. */
function acceptedTypes(accept: string): Set<string> {
  const types = new Set<string>();
  for (const range of accept.split(',')) {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (!quality || Number(quality.slice(2)) > 0) types.add(type);
  }
  return types;
}

/**
 * What a resized image is sent as: AVIF or WebP when the request's Accept names it; null for the original's
 * own format, which every client that asked for the image can show.
 */
export function preferredImageFormat(accept: string | undefined): string | null {
  const types = acceptedTypes(accept ?? '');
  return MODERN_FORMATS.find((format) => types.has(format)) ?? null;
}
