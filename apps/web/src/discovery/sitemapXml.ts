import { inLanguages, localeVersions, pathIn, type Locales } from '@studio/schemas';
import type { SitemapEntry } from '../pageKit/pageServing';
import { xmlText } from './xmlText';

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/**
 * A sitemaps.org urlset of absolute addresses. With several languages, every page is listed in each, and
 * each listing names all of its language versions (`xhtml:link` alternates), as Google reads them; a page
 * that exists in only some languages (a post) is listed in those.
 */
export function sitemapXml(
  origin: string,
  entries: readonly SitemapEntry[],
  locales: Locales,
): string {
  const absolute = (path: string) => xmlText(`${origin}${path}`);
  const urls = entries.flatMap(({ path, lastModified, locales: only }) => {
    const versions = only ? inLanguages(locales, only) : locales;
    const lastmod = lastModified ? `<lastmod>${xmlText(lastModified)}</lastmod>` : '';
    const alternates = localeVersions(path, versions)
      .map(
        (version) =>
          `<xhtml:link rel="alternate" hreflang="${xmlText(version.hrefLang)}" href="${absolute(version.path)}"/>`,
      )
      .join('');
    return versions.locales.map(
      ({ code }) =>
        `  <url><loc>${absolute(pathIn(path, code, versions))}</loc>${lastmod}${alternates}</url>`,
    );
  });
  const namespaces =
    locales.locales.length > 1
      ? `xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}"`
      : `xmlns="${SITEMAP_NAMESPACE}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset ${namespaces}>`,
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
