import { localeVersions, pathIn, type LocaleCode, type Locales } from '@studio/schemas';
import { OPEN_GRAPH_DEFAULT_LOCALE, openGraphLocale } from '../head/openGraphLocale';
import type { HeadMeta, PageHead, StructuredData } from '../head/pageHead';
import type { PageAddress } from './pageAddress';

/** The schema.org kinds of the site's pages that say which language they are written in. */
const WRITTEN_WORKS = new Set(['WebSite', 'BlogPosting', 'MobileApplication']);

/** Each written work of the page's JSON-LD in the page's language (`inLanguage`). */
function structuredDataIn(nodes: StructuredData[], locale: LocaleCode): StructuredData[] {
  return nodes.map((node) =>
    WRITTEN_WORKS.has(node['@type']) ? { ...node, inLanguage: locale } : node,
  );
}

/**
 * Open Graph's locale of the page and those of its other language versions; nothing for a page in English
 * alone, which is what Open Graph assumes.
 */
function openGraphLocales(locale: LocaleCode, locales: Locales): HeadMeta[] {
  const own = openGraphLocale(locale);
  const others = locales.locales
    .filter(({ code }) => code !== locale)
    .map(({ code }) => ({ property: 'og:locale:alternate', content: openGraphLocale(code) }));
  if (others.length === 0 && own === OPEN_GRAPH_DEFAULT_LOCALE) return [];
  return [{ property: 'og:locale', content: own }, ...others];
}

/**
 * The head in the page's language: its own address as canonical, every language's address of the page
 * (hreflang), Open Graph's locales, and the language its JSON-LD's works are written in.
 */
export function localizedHead(
  head: PageHead,
  origin: string,
  address: Pick<PageAddress, 'locale' | 'path'>,
  locales: Locales,
): PageHead {
  if (!head.canonical?.startsWith(`${origin}/`)) return head;
  const path = head.canonical.slice(origin.length);
  const alternates = localeVersions(path, locales).map((version) => ({
    rel: 'alternate',
    hrefLang: version.hrefLang,
    href: `${origin}${version.path}`,
  }));
  return {
    ...head,
    canonical: `${origin}${pathIn(path, address.locale, locales)}`,
    meta: [...head.meta, ...openGraphLocales(address.locale, locales)],
    links: [...head.links, ...alternates],
    structuredData: structuredDataIn(head.structuredData, address.locale),
  };
}
