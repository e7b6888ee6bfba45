import { lazyPage } from '../../pageKit/pageComponent';
import { pageRoute, type PageRoute } from '../../pageKit/pageRoute';

/** /contact: how to reach the studio. */
export const contactRoute: PageRoute = pageRoute(
  'contact',
  lazyPage(
    () => import('./ContactPage'),
    (m) => m.ContactPage,
  ),
);
