import { localeVersions, pathIn, type Locales } from '@studio/schemas';
import type { PageHead } from '../head/pageHead';
import type { PageAddress } from './pageAddress';

/** The head's address in the page's language, and every language's address of the page (hreflang). */
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
    links: [...head.links, ...alternates],
  };
}
