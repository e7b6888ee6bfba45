import { PUBLIC_PATHS } from '@studio/schemas';
import { lazyPage } from '../pageKit/pageComponent';
import type { PageRoute } from '../pageKit/pageRoute';

/** /admin and everything below it: the admin area, code-split and rendered in the browser. */
export const adminRoute: PageRoute = {
  path: `${PUBLIC_PATHS.admin}/*`,
  page: lazyPage(
    () => import('./AdminArea'),
    (m) => m.AdminArea,
  ),
  clientOnly: true,
};
