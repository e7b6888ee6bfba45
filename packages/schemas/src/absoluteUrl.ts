/**
 * An absolute http(s) URL that a link, an image or a mail client can open: a site path (root-relative) made
 * absolute from the origin, a web address as it is, anything else (a data: URL, a bare name, an empty field)
 * null. Without zod, so that the pages' heads can read it.
 */
export function absoluteUrl(origin: string, pathOrUrl: string | null | undefined): string | null {
  const value = pathOrUrl?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return `${origin}${value}`;
  return null;
}
