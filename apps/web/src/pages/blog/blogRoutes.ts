import { lazyPage } from '../../pageKit/pageComponent';
import { pageRoute, type PageRoute } from '../../pageKit/pageRoute';

/** /blog: the published posts. */
export const blogRoute: PageRoute = pageRoute(
  'blog',
  lazyPage(
    () => import('./BlogListPage'),
    (m) => m.BlogListPage,
  ),
);

/** /blog/{slug}: each of them. */
export const postRoute: PageRoute = pageRoute(
  'post',
  lazyPage(
    () => import('./BlogPostPage'),
    (m) => m.BlogPostPage,
  ),
);
