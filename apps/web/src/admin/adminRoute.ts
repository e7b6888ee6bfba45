import { lazyPage } from '../pageKit/pageComponent';
import { pageRoute, type PageRoute } from '../pageKit/pageRoute';

/** /admin and everything below it: the admin area, code-split and rendered in the browser. */
export const adminRoute: PageRoute = pageRoute(
  'admin',
  lazyPage(
    () => import('./AdminArea'),
    (m) => m.AdminArea,
  ),
);
