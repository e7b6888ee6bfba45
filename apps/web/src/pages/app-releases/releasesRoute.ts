import { lazyPage } from '../../pageKit/pageComponent';
import { pageRoute, type PageRoute } from '../../pageKit/pageRoute';

/** /apps/{slug}/releases: each app's release notes. */
export const releasesRoute: PageRoute = pageRoute(
  'appReleases',
  lazyPage(
    () => import('./ReleasesPage'),
    (m) => m.ReleasesPage,
  ),
);
