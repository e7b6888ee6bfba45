import { siteQuery } from '../../pageKit/siteQuery';

/**
 * The published posts as their cards show them, newest first: the blog and the home page's teaser. The
 * page carries this data, so it holds only what the cards read.
 */
export const postCardsQuery = siteQuery((utils) => utils.blog.cards.queryOptions());
