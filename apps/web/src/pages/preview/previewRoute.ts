import { previewPath } from '@studio/schemas';
import { lazyPage } from '../../pageKit/pageComponent';
import type { PageRoute } from '../../pageKit/pageRoute';
import { previewQuery } from './previewQuery';

/** /preview/{token}: what a preview link shows. Never in the sitemap; the server keeps it out of caches. */
export const previewRoute: PageRoute = {
  path: previewPath(':token'),
  page: lazyPage(
    () => import('./PreviewPage'),
    (m) => m.PreviewPage,
  ),
  data: ({ token = '' }) => [previewQuery(token)],
};
