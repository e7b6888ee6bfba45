import { lazyPage } from '../../pageKit/pageComponent';
import { pageRoute, type PageRoute } from '../../pageKit/pageRoute';
import { APP_CATALOG } from '../app-detail/appCatalog';
import { BLOG_CATALOG } from '../blog/blogCatalog';
import { PREVIEW_CATALOG } from './previewCatalog';

/** /preview/{token} (and /de/preview/{token} in a language): what a preview link shows. */
export const previewRoute: PageRoute = pageRoute(
  'preview',
  lazyPage(
    () => import('./PreviewPage'),
    (m) => m.PreviewPage,
    // A post's or app's preview shows it as its page does; a withdrawn link, the page's own error.
    [BLOG_CATALOG, APP_CATALOG, PREVIEW_CATALOG],
  ),
);
