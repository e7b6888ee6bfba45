import { PUBLIC_PATHS } from '@studio/schemas';

/** Lets crawlers everywhere but the given paths (the sign-in and admin screens), and names the sitemap. */
export function robotsTxt(origin: string, disallowed: readonly string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}${PUBLIC_PATHS.sitemap}`,
    '',
  ].join('\n');
}
