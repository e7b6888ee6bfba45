import { lazyPage } from '../../pageKit/pageComponent';
import { pageRoute, type PageRoute } from '../../pageKit/pageRoute';
import { COOKIES_CATALOG } from './cookies/cookiesCatalog';
import { PRIVACY_CATALOG } from './privacy/privacyCatalog';
import { TERMS_CATALOG } from './terms/termsCatalog';

/** /terms, /privacy and /cookies: the site's own legal pages, each document's words in the page's language. */
export const legalRoutes: PageRoute[] = [
  pageRoute(
    'terms',
    lazyPage(
      () => import('./terms/TermsPage'),
      (m) => m.TermsPage,
      [TERMS_CATALOG],
    ),
  ),
  pageRoute(
    'privacy',
    lazyPage(
      () => import('./privacy/PrivacyPage'),
      (m) => m.PrivacyPage,
      [PRIVACY_CATALOG],
    ),
  ),
  pageRoute(
    'cookies',
    lazyPage(
      () => import('./cookies/CookiesPage'),
      (m) => m.CookiesPage,
      [COOKIES_CATALOG],
    ),
  ),
];
