import { inLocale, listInput, type PageLocale } from '../../pageKit/pageLocale';
import { siteQuery } from '../../pageKit/siteQuery';

/**
 * Published posts as their cards show them, newest first: every post for the blog, the newest few for the
 * home page's teaser (in another language, the posts published in it). The page carries this data, so it
 * holds only what the cards read.
 */
export const postCardsQuery = (limit: number | undefined, locale: PageLocale) =>
  siteQuery((utils) => utils.blog.cards.queryOptions(listInput(inLocale({ limit }, locale))));
