/**
 * An address a mail client can open: a site path made absolute from the origin, a web address as it is,
 * anything else (a data: URL, an empty field) null.
 */
export function absoluteUrl(origin: string, pathOrUrl: string | null | undefined): string | null {
  const value = pathOrUrl?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return `${origin}${value}`;
  return null;
}
