import { PUBLIC_PATHS } from '@studio/schemas';
import { lazyPage } from '../../pageKit/pageComponent';
import type { PageRoute } from '../../pageKit/pageRoute';

/** /terms, /privacy and /cookies: the site's own legal pages. */
export const legalRoutes: PageRoute[] = [
  {
    path: PUBLIC_PATHS.terms,
    page: lazyPage(
      () => import('./TermsPage'),
      (m) => m.TermsPage,
    ),
  },
  {
    path: PUBLIC_PATHS.privacy,
    page: lazyPage(
      () => import('./PrivacyPage'),
      (m) => m.PrivacyPage,
    ),
  },
  {
    path: PUBLIC_PATHS.cookies,
    page: lazyPage(
      () => import('./CookiesPage'),
      (m) => m.CookiesPage,
    ),
  },
];
