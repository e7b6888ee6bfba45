import type { SitemapEntry } from '../pageKit/pageServing';
import { xmlText } from './xmlText';

/** A sitemaps.org urlset of absolute addresses. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${xmlText(lastModified)}</lastmod>` : '';
    return `  <url><loc>${xmlText(`${origin}${path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
