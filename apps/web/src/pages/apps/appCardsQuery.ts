import { siteQuery } from '../../pageKit/siteQuery';

/**
 * Every app as its card shows it, featured first: the catalogue, the home page's portfolio and the category
 * filter. The page carries this data, so it holds only what the cards read.
 */
export const appCardsQuery = siteQuery((utils) => utils.apps.cards.queryOptions());
