import { postPath, PUBLIC_PATHS } from '@studio/schemas';
import { lazyPage } from '../../pageKit/pageComponent';
import { newest, type PageRoute } from '../../pageKit/pageRoute';
import { postQuery } from './postQuery';
import { postCardsQuery } from './postCardsQuery';
import { postsQuery } from './postsQuery';

/** /blog and /blog/{slug}: the published posts and each of them. */
export const blogRoutes: PageRoute[] = [
  {
    path: PUBLIC_PATHS.blog,
    page: lazyPage(
      () => import('./BlogListPage'),
      (m) => m.BlogListPage,
    ),
    data: () => [postCardsQuery()],
    sitemap: async (load) => {
      const posts = await load(postsQuery);
      return [
        { path: PUBLIC_PATHS.blog, lastModified: newest(posts.map((post) => post.updatedAt)) },
      ];
    },
  },
  {
    path: postPath(':slug'),
    page: lazyPage(
      () => import('./BlogPostPage'),
      (m) => m.BlogPostPage,
    ),
    data: ({ slug = '' }) => [postQuery(slug)],
    sitemap: async (load) =>
      (await load(postsQuery)).map((post) => ({
        path: postPath(post.slug),
        lastModified: post.updatedAt,
      })),
  },
];
