import { previewPath } from '@studio/schemas';
import { lazyPage } from '../../pageKit/pageComponent';
import type { PageRoute } from '../../pageKit/pageRoute';

/** /preview/{token}: what a preview link shows. */
export const previewRoute: PageRoute = {
  path: previewPath(':token'),
  page: lazyPage(
    () => import('./PreviewPage'),
    (m) => m.PreviewPage,
  ),
};
