import { lazyPage } from '../../pageKit/pageComponent';
import { pageRoute, type PageRoute } from '../../pageKit/pageRoute';

/** /apps/{slug}/press: each published press kit. */
export const pressKitRoute: PageRoute = pageRoute(
  'appPress',
  lazyPage(
    () => import('./PressKitPage'),
    (m) => m.PressKitPage,
  ),
);
