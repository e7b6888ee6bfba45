import { lazyPage } from '../../pageKit/pageComponent';
import { pageRoute, type PageRoute } from '../../pageKit/pageRoute';
import { RELEASES_CATALOG } from './releasesCatalog';

/** /apps/{slug}/releases: each app's release notes. */
export const releasesRoute: PageRoute = pageRoute(
  'appReleases',
  lazyPage(
    () => import('./ReleasesPage'),
    (m) => m.ReleasesPage,
    [RELEASES_CATALOG],
  ),
);
