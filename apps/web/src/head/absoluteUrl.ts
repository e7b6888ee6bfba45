/**
 * An absolute http(s) URL for a link or an image: root-relative paths are resolved against the site's
 * origin, web addresses stay as they are, anything else (data: URLs, bare names) gives null.
 */
export function absoluteUrl(origin: string, pathOrUrl: string | null | undefined): string | null {
  const value = pathOrUrl?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return `${origin}${value}`;
  return null;
}
