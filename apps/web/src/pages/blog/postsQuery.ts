import { inLocale, listInput, type PageLocale } from '../../pageKit/pageLocale';
import { siteQuery } from '../../pageKit/siteQuery';

/**
 * The published posts, newest first, with their dates: the feed and the sitemap (pages show postCardsQuery);
 * in another language, those published in it.
 */
export const postsQuery = (locale: PageLocale) =>
  siteQuery((utils) => utils.blog.list.queryOptions(listInput(inLocale({}, locale))));
