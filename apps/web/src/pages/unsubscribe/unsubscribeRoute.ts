import { lazyPage } from '../../pageKit/pageComponent';
import { pageRoute, type PageRoute } from '../../pageKit/pageRoute';
import { UNSUBSCRIBE_CATALOG } from './unsubscribeCatalog';

/** /subscriptions/unsubscribe/{token}: the visible unsubscribe link of every e-mail to a list. */
export const unsubscribeRoute: PageRoute = pageRoute(
  'subscriptionUnsubscribe',
  lazyPage(
    () => import('./UnsubscribePage'),
    (m) => m.UnsubscribePage,
    [UNSUBSCRIBE_CATALOG],
  ),
);
