import { PUBLIC_PATHS } from '@studio/schemas';
import { lazyPage } from '../../pageKit/pageComponent';
import type { PageRoute } from '../../pageKit/pageRoute';

/** /about: the studio's story, copy of the site's own. */
export const aboutRoute: PageRoute = {
  path: PUBLIC_PATHS.about,
  page: lazyPage(
    () => import('./AboutPage'),
    (m) => m.AboutPage,
  ),
};
