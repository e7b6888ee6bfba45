import { lazyPage } from '../../pageKit/pageComponent';
import { pageRoute, type PageRoute } from '../../pageKit/pageRoute';
import { CONTACT_CATALOG } from './contactCatalog';

/** /contact: how to reach the studio. */
export const contactRoute: PageRoute = pageRoute(
  'contact',
  lazyPage(
    () => import('./ContactPage'),
    (m) => m.ContactPage,
    [CONTACT_CATALOG],
  ),
);
