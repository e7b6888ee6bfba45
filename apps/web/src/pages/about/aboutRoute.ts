import { lazyPage } from '../../pageKit/pageComponent';
import { pageRoute, type PageRoute } from '../../pageKit/pageRoute';
import { ABOUT_CATALOG } from './aboutCatalog';

/** /about: the studio's story, copy of the site's own. */
export const aboutRoute: PageRoute = pageRoute(
  'about',
  lazyPage(
    () => import('./AboutPage'),
    (m) => m.AboutPage,
    [ABOUT_CATALOG],
  ),
);
