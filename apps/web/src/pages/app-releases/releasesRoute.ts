import { appReleasesPath } from '@studio/schemas';
import { lazyPage } from '../../pageKit/pageComponent';
import type { PageRoute } from '../../pageKit/pageRoute';

/** /apps/{slug}/releases: each app's release notes. */
export const releasesRoute: PageRoute = {
  path: appReleasesPath(':slug'),
  page: lazyPage(
    () => import('./ReleasesPage'),
    (m) => m.ReleasesPage,
  ),
};
