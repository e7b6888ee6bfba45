import { lazyPage } from '../../pageKit/pageComponent';
import { pageRoute, type PageRoute } from '../../pageKit/pageRoute';
import { STUDIO_PRESS_CATALOG } from './studioPressCatalog';

/** /press: the studio's press page. */
export const studioPressRoute: PageRoute = pageRoute(
  'press',
  lazyPage(
    () => import('./StudioPressPage'),
    (m) => m.StudioPressPage,
    [STUDIO_PRESS_CATALOG],
  ),
);
