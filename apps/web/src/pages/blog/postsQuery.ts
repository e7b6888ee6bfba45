import { siteQuery } from '../../pageKit/siteQuery';

/** The published posts, newest first, with their dates: the feed and the sitemap (pages show postCardsQuery). */
export const postsQuery = siteQuery((utils) => utils.blog.list.queryOptions());
