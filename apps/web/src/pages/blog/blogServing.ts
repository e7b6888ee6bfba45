import { postPath, PUBLIC_PATHS } from '@studio/schemas';
import { newest, type PageServing } from '../../pageKit/pageServing';
import { blogRoute, postRoute } from './blogRoutes';
import { postCardsQuery } from './postCardsQuery';
import { postLanguagesQuery } from './postLanguagesQuery';
import { postQuery } from './postQuery';
import { postsQuery } from './postsQuery';

/** The blog shows every post's card; it changes when any post does. */
export const blogServing: PageServing = {
  route: blogRoute,
  data: (_params, locale) => [postCardsQuery(undefined, locale)],
  sitemap: async (load) => {
    const posts = await load(postsQuery(null));
    return [{ path: PUBLIC_PATHS.blog, lastModified: newest(posts.map((post) => post.updatedAt)) }];
  },
};

/** A post's page shows the post; every published post has one. */
export const postServing: PageServing = {
  route: postRoute,
  data: ({ slug = '' }, locale) => [postQuery(slug, locale)],
  sitemap: async (load) => {
    const [posts, languages] = await Promise.all([
      load(postsQuery(null)),
      load(postLanguagesQuery),
    ]);
    return posts.map((post) => ({
      path: postPath(post.slug),
      lastModified: post.updatedAt,
      locales: languages[post.slug] ?? [],
    }));
  },
};
