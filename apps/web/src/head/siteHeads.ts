import type { Messages } from '../messages/messages';
import { STUDIO_NAME } from '../studio';
import { homeCrumb } from './crumbs';
import { pageHead, type PageHead } from './pageHead';
import { breadcrumbs } from './structuredData';

/** What the site is, in the page's language: for the home page and for screens with nothing of their own to say. */
export function siteDescription(site: Messages): string {
  return site.t('site.description', { studio: STUDIO_NAME });
}

/** Pages whose copy is part of the site: about, contact, the legal pages. */
export function staticPageHead(
  origin: string,
  page: { title: string; description: string; path: string },
  site: Messages,
): PageHead {
  return pageHead(origin, {
    pageTitle: page.title,
    description: page.description,
    path: page.path,
    structuredData: [breadcrumbs(origin, [homeCrumb(site), { name: page.title, path: page.path }])],
  });
}

/** While a page's content loads (client-side navigation only: the server renders with the data). */
export function loadingHead(origin: string, pageTitle: string, site: Messages): PageHead {
  return pageHead(origin, { pageTitle, description: siteDescription(site), path: null });
}

/** The not-found screen, and pages whose content could not be loaded: never indexed. */
export function unavailableHead(origin: string, pageTitle: string, site: Messages): PageHead {
  return pageHead(origin, {
    pageTitle,
    description: siteDescription(site),
    path: null,
    noindex: true,
  });
}

/** The bare shell of the screens the browser renders alone (sign-in, admin): the site's title, not indexed. */
export function shellHead(origin: string, site: Messages): PageHead {
  return pageHead(origin, {
    pageTitle: null,
    description: siteDescription(site),
    path: null,
    noindex: true,
  });
}
