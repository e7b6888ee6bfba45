import { lazyPage } from '../../pageKit/pageComponent';
import { pageRoute, type PageRoute } from '../../pageKit/pageRoute';

/** /terms, /privacy and /cookies: the site's own legal pages. */
export const legalRoutes: PageRoute[] = [
  pageRoute(
    'terms',
    lazyPage(
      () => import('./TermsPage'),
      (m) => m.TermsPage,
    ),
  ),
  pageRoute(
    'privacy',
    lazyPage(
      () => import('./PrivacyPage'),
      (m) => m.PrivacyPage,
    ),
  ),
  pageRoute(
    'cookies',
    lazyPage(
      () => import('./CookiesPage'),
      (m) => m.CookiesPage,
    ),
  ),
];
