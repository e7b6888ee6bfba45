import { subscriptionUnsubscribePath } from '@studio/schemas';
import { lazyPage } from '../../pageKit/pageComponent';
import type { PageRoute } from '../../pageKit/pageRoute';

/** /subscriptions/unsubscribe/{token}: the visible unsubscribe link of every e-mail to a list. */
export const unsubscribeRoute: PageRoute = {
  path: subscriptionUnsubscribePath(':token'),
  page: lazyPage(
    () => import('./UnsubscribePage'),
    (m) => m.UnsubscribePage,
  ),
};
