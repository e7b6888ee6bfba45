import { lazyPage } from '../../pageKit/pageComponent';
import { pageRoute, type PageRoute } from '../../pageKit/pageRoute';

/** /preview/{token}: what a preview link shows. */
export const previewRoute: PageRoute = pageRoute(
  'preview',
  lazyPage(
    () => import('./PreviewPage'),
    (m) => m.PreviewPage,
  ),
);
