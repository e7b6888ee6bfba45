import { PUBLIC_PATHS } from '@studio/schemas';
import { lazyPage } from '../../pageKit/pageComponent';
import type { PageRoute } from '../../pageKit/pageRoute';

/** /contact: how to reach the studio. */
export const contactRoute: PageRoute = {
  path: PUBLIC_PATHS.contact,
  page: lazyPage(
    () => import('./ContactPage'),
    (m) => m.ContactPage,
  ),
};
