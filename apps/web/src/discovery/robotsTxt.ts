import { SITEMAP_PATH } from './paths';

/** Lets crawlers everywhere but the given paths (the sign-in and admin screens), and names the sitemap. */
export function robotsTxt(origin: string, disallowed: readonly string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}
