import { localizedPath, type Locales } from '@studio/schemas';
import type { HeadLink, PageHead } from '../head/pageHead';
import type { PageAddress } from './pageAddress';

/** The head's address in the page's language, and every language's address of the page (hreflang). */
export function localizedHead(
  head: PageHead,
  origin: string,
  address: PageAddress,
  locales: Locales,
): PageHead {
  if (!head.canonical?.startsWith(`${origin}/`)) return head;
  const path = head.canonical.slice(origin.length);
  const addressIn = (code: string | null) =>
    `${origin}${localizedPath(path, code === locales.default ? null : code)}`;
  const alternates: HeadLink[] =
    locales.locales.length > 1
      ? [
          ...locales.locales.map(({ code }) => ({
            rel: 'alternate',
            hrefLang: code,
            href: addressIn(code),
          })),
          { rel: 'alternate', hrefLang: 'x-default', href: addressIn(null) },
        ]
      : [];
  return {
    ...head,
    canonical: addressIn(address.locale),
    links: [...head.links, ...alternates],
  };
}
