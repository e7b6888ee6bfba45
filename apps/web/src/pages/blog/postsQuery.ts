import { siteQuery } from '../../pageKit/siteQuery';

/** The published posts, newest first: the blog, the home page's teaser and the feed. */
export const postsQuery = siteQuery((utils) => utils.blog.list.queryOptions());
