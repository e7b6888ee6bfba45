import { postPath, PUBLIC_PATHS } from '@studio/schemas';
import { lazyPage } from '../../pageKit/pageComponent';
import type { PageRoute } from '../../pageKit/pageRoute';

/** /blog: the published posts. */
export const blogRoute: PageRoute = {
  path: PUBLIC_PATHS.blog,
  page: lazyPage(
    () => import('./BlogListPage'),
    (m) => m.BlogListPage,
  ),
};

/** /blog/{slug}: each of them. */
export const postRoute: PageRoute = {
  path: postPath(':slug'),
  page: lazyPage(
    () => import('./BlogPostPage'),
    (m) => m.BlogPostPage,
  ),
};
