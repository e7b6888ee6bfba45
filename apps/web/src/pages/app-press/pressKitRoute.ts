import { lazyPage } from '../../pageKit/pageComponent';
import { pageRoute, type PageRoute } from '../../pageKit/pageRoute';
import { PRESS_KIT_CATALOG } from './pressKitCatalog';

/** /apps/{slug}/press: each published press kit. */
export const pressKitRoute: PageRoute = pageRoute(
  'appPress',
  lazyPage(
    () => import('./PressKitPage'),
    (m) => m.PressKitPage,
    [PRESS_KIT_CATALOG],
  ),
);
