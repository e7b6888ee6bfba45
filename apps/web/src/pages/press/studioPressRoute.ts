import { PUBLIC_PATHS } from '@studio/schemas';
import { lazyPage } from '../../pageKit/pageComponent';
import type { PageRoute } from '../../pageKit/pageRoute';

/** /press: the studio's press page. */
export const studioPressRoute: PageRoute = {
  path: PUBLIC_PATHS.press,
  page: lazyPage(
    () => import('./StudioPressPage'),
    (m) => m.StudioPressPage,
  ),
};
