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
    sitemap: async () => [{ path: PUBLIC_PATHS.terms }],
  },
  {
    path: PUBLIC_PATHS.privacy,
    page: lazyPage(
      () => import('./PrivacyPage'),
      (m) => m.PrivacyPage,
    ),
    sitemap: async () => [{ path: PUBLIC_PATHS.privacy }],
  },
  {
    path: PUBLIC_PATHS.cookies,
    page: lazyPage(
      () => import('./CookiesPage'),
      (m) => m.CookiesPage,
    ),
    sitemap: async () => [{ path: PUBLIC_PATHS.cookies }],
  },
];
