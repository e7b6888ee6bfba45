import { lazyPage } from '../../pageKit/pageComponent';
import { pageRoute, type PageRoute } from '../../pageKit/pageRoute';
import { routeLanguages } from '../../pageKit/routeLanguages';
import { BLOG_CATALOG } from './blogCatalog';
import { postLanguagesQuery } from './postLanguagesQuery';

/** /blog: the published posts. */
export const blogRoute: PageRoute = pageRoute(
  'blog',
  lazyPage(
    () => import('./BlogListPage'),
    (m) => m.BlogListPage,
    [BLOG_CATALOG],
  ),
);

/** /blog/{slug}: each of them, in the languages its translation is published in. */
export const postRoute: PageRoute = pageRoute(
  'post',
  lazyPage(
    () => import('./BlogPostPage'),
    (m) => m.BlogPostPage,
    [BLOG_CATALOG],
  ),
  routeLanguages(postLanguagesQuery, (bySlug, { slug = '' }) => bySlug[slug] ?? []),
);
