import { lazyPage } from '../../pageKit/pageComponent';
import { pageRoute, type PageRoute } from '../../pageKit/pageRoute';
import { CONFIRMATION_CATALOG } from './confirmationCatalog';

/** /subscriptions/confirm/{token}: where a confirmation e-mail's link leads. */
export const confirmationRoute: PageRoute = pageRoute(
  'subscriptionConfirm',
  lazyPage(
    () => import('./ConfirmationPage'),
    (m) => m.ConfirmationPage,
    [CONFIRMATION_CATALOG],
  ),
);
