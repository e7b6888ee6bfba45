import { siteQuery } from '../../pageKit/siteQuery';

/**
 * Published posts as their cards show them, newest first: every post for the blog, the newest few for the
 * home page's teaser. The page carries this data, so it holds only what the cards read.
 */
export const postCardsQuery = (limit?: number) =>
  siteQuery((utils) => utils.blog.cards.queryOptions(limit ? { limit } : undefined));
