import { parseMediaEntry, type App, type BlogPost } from '@studio/schemas';
import { FEED_PATH, FEED_TITLE } from '../discovery/paths';
import { categoryPath } from '../pages/apps/categoryPath';
import { STUDIO_NAME } from '../studio';
import { absoluteUrl } from './absoluteUrl';
import { smartAppBanner } from './smartAppBanner';
import { documentTitle, type HeadLink, type PageHead } from './pageHead';
import {
  blogPosting,
  breadcrumbs,
  mobileApplication,
  organization,
  webSite,
} from './structuredData';

export const SITE_DESCRIPTION = `${STUDIO_NAME} is an independent studio crafting mobile games and apps for iPhone and iPad. Explore our portfolio, read the dev blog and get in touch.`;
export const APPS_DESCRIPTION =
  'Every title we have shipped, from pocket-sized arcade games to tools for work and study.';
export const BLOG_DESCRIPTION =
  'Dev diaries, design deep-dives and release news from the Pixelwave team.';

const HOME_CRUMB = { name: 'Home', path: '/' };
const APPS_CRUMB = { name: 'Apps & Games', path: '/apps' };
const BLOG_CRUMB = { name: 'Blog', path: '/blog' };

const FEED_LINK: HeadLink = {
  rel: 'alternate',
  type: 'application/rss+xml',
  title: FEED_TITLE,
  href: FEED_PATH,
};

/** A page's head from the few things that differ; the rest has the site's defaults. */
function pageHead(
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

export function homeHead(origin: string): PageHead {
  return pageHead(origin, {
    pageTitle: null,
    description: SITE_DESCRIPTION,
    path: '/',
    structuredData: [organization(origin), webSite(origin, SITE_DESCRIPTION)],
  });
}

/** The list, or one category of it (the category as the apps spell it). */
export function appsHead(origin: string, category: string | null, heading: string): PageHead {
  const path = category ? categoryPath(category) : '/apps';
  return pageHead(origin, {
    pageTitle: heading,
    description: category
      ? `${category} apps by ${STUDIO_NAME} for iPhone and iPad. ${APPS_DESCRIPTION}`
      : APPS_DESCRIPTION,
    path,
    structuredData: [
      breadcrumbs(origin, [HOME_CRUMB, APPS_CRUMB, ...(category ? [{ name: heading, path }] : [])]),
    ],
  });
}

/** The picture a link preview shows for an app: its icon, else its first screenshot. */
function appImage(origin: string, app: Pick<App, 'icon' | 'screenshots'>): string | null {
  const firstScreenshot = app.screenshots
    .map(parseMediaEntry)
    .find((media) => media?.kind === 'image');
  return absoluteUrl(origin, app.icon) ?? absoluteUrl(origin, firstScreenshot?.url);
}

export function appHead(origin: string, app: App): PageHead {
  const path = `/apps/${app.slug}`;
  const image = appImage(origin, app);
  return pageHead(origin, {
    pageTitle: app.name,
    description: app.shortDescription,
    path,
    image,
    imageAlt: `${app.name} icon`,
    meta: [smartAppBanner(app.appStoreLink)].filter((tag) => tag !== null),
    structuredData: [
      mobileApplication(origin, app, image),
      breadcrumbs(origin, [HOME_CRUMB, APPS_CRUMB, { name: app.name, path }]),
    ],
  });
}

/** An app's terms of use or privacy policy, e.g. "Star Hopper Terms of Use". */
export function appLegalHead(
  origin: string,
  document: { appName: string; slug: string; documentName: string; path: string },
): PageHead {
  const pageTitle = `${document.appName} ${document.documentName}`;
  return pageHead(origin, {
    pageTitle,
    description: `The ${document.documentName.toLowerCase()} of ${document.appName}, by ${STUDIO_NAME}.`,
    path: document.path,
    structuredData: [
      breadcrumbs(origin, [
        HOME_CRUMB,
        APPS_CRUMB,
        { name: document.appName, path: `/apps/${document.slug}` },
        { name: document.documentName, path: document.path },
      ]),
    ],
  });
}

export function blogHead(origin: string): PageHead {
  return pageHead(origin, {
    pageTitle: 'Blog',
    description: BLOG_DESCRIPTION,
    path: '/blog',
    links: [FEED_LINK],
    structuredData: [breadcrumbs(origin, [HOME_CRUMB, BLOG_CRUMB])],
  });
}

export function postHead(origin: string, post: BlogPost): PageHead {
  const path = `/blog/${post.slug}`;
  return pageHead(origin, {
    pageTitle: post.title,
    description: post.excerpt,
    path,
    type: 'article',
    image: absoluteUrl(origin, post.image),
    imageAlt: post.title,
    twitterCard: 'summary_large_image',
    links: [FEED_LINK],
    meta: [
      { property: 'article:published_time', content: post.createdAt },
      { property: 'article:modified_time', content: post.updatedAt },
      { property: 'article:section', content: post.category },
    ],
    structuredData: [
      blogPosting(origin, post),
      breadcrumbs(origin, [HOME_CRUMB, BLOG_CRUMB, { name: post.title, path }]),
    ],
  });
}

/** Pages whose copy is part of the site: about, contact, the legal pages. */
export function staticPageHead(
  origin: string,
  page: { title: string; description: string; path: string },
): PageHead {
  return pageHead(origin, {
    pageTitle: page.title,
    description: page.description,
    path: page.path,
    structuredData: [breadcrumbs(origin, [HOME_CRUMB, { name: page.title, path: page.path }])],
  });
}

/** While a page's content loads (client-side navigation only: the server renders with the data). */
export function loadingHead(origin: string, pageTitle: string): PageHead {
  return pageHead(origin, { pageTitle, description: SITE_DESCRIPTION, path: null });
}

/** The not-found screen, and pages whose content could not be loaded: never indexed. */
export function unavailableHead(origin: string, pageTitle: string): PageHead {
  return pageHead(origin, {
    pageTitle,
    description: SITE_DESCRIPTION,
    path: null,
    noindex: true,
  });
}

/** The bare shell of the screens the browser renders alone (sign-in, admin): the site's title, not indexed. */
export function shellHead(origin: string): PageHead {
  return pageHead(origin, {
    pageTitle: null,
    description: SITE_DESCRIPTION,
    path: null,
    noindex: true,
  });
}
