import { subscriptionConfirmPath } from '@studio/schemas';
import { lazyPage } from '../../pageKit/pageComponent';
import type { PageRoute } from '../../pageKit/pageRoute';

/** /subscriptions/confirm/{token}: where a confirmation e-mail's link leads. */
export const confirmationRoute: PageRoute = {
  path: subscriptionConfirmPath(':token'),
  page: lazyPage(
    () => import('./ConfirmationPage'),
    (m) => m.ConfirmationPage,
  ),
};
