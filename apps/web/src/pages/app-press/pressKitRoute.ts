import { appPressPath } from '@studio/schemas';
import { lazyPage } from '../../pageKit/pageComponent';
import type { PageRoute } from '../../pageKit/pageRoute';

/** /apps/{slug}/press: each published press kit. */
export const pressKitRoute: PageRoute = {
  path: appPressPath(':slug'),
  page: lazyPage(
    () => import('./PressKitPage'),
    (m) => m.PressKitPage,
  ),
};
