import { STUDIO_NAME } from '../studio';

/** An extra <meta> tag: by name (e.g. apple-itunes-app) or by property (Open Graph). */
export type HeadMeta = { name: string; content: string } | { property: string; content: string };

/** An extra <link> tag, e.g. the blog feed; a root-relative href is made absolute. */
export interface HeadLink {
  rel: string;
  href: string;
  type?: string;
  title?: string;
  /** The language of the page linked to (an alternate's `hreflang`), e.g. de or x-default. */
  hrefLang?: string;
}

/** JSON-LD: one schema.org node (its @context is added once for the whole page). */
export type StructuredData = { '@type': string } & Record<string, unknown>;

/** Everything a page says about itself in the document head. */
export interface PageHead {
  /** The whole document title, e.g. "Star Hopper | Pixelwave Studio". */
  title: string;
  description: string;
  /** The canonical address (an absolute URL); none for pages that must not be indexed. */
  canonical: string | null;
  /** og:type */
  type: 'website' | 'article';
  /** An absolute image URL for link previews. */
  image: string | null;
  imageAlt: string | null;
  /** 'summary_large_image' suits wide pictures (post covers); app icons are square. */
  twitterCard: 'summary' | 'summary_large_image';
  structuredData: StructuredData[];
  /** Not-found and error screens ask search engines to stay away. */
  noindex: boolean;
  meta: HeadMeta[];
  links: HeadLink[];
}

/** The spec's titles: "{page} | Pixelwave Studio", and the site's own title for the home page. */
export function documentTitle(pageTitle: string | null): string {
  return pageTitle ? `${pageTitle} | ${STUDIO_NAME}` : `${STUDIO_NAME} | Mobile Games & Apps`;
}

/** The head with the site's share image for link previews, unless the page has a picture of its own. */
export function withPreviewImage(head: PageHead, shareImage: string): PageHead {
  if (head.image) return head;
  // The share image is wide (1200×630): the large card shows it whole.
  return { ...head, image: shareImage, imageAlt: STUDIO_NAME, twitterCard: 'summary_large_image' };
}

/** A page's head from the few things that differ; the rest has the site's defaults. */
export function pageHead(
  origin: string,
  head: Partial<Omit<PageHead, 'title' | 'canonical'>> & {
    pageTitle: string | null;
    description: string;
    /** The canonical path; null for pages that must not be indexed. */
    path: string | null;
  },
): PageHead {
  const { pageTitle, path, ...rest } = head;
  return {
    title: documentTitle(pageTitle),
    canonical: path === null ? null : `${origin}${path}`,
    type: 'website',
    image: null,
    imageAlt: null,
    twitterCard: 'summary',
    structuredData: [],
    noindex: false,
    meta: [],
    links: [],
    ...rest,
  };
}
