import { inLocale, type PageLocale } from '../../pageKit/pageLocale';
import { siteQuery } from '../../pageKit/siteQuery';

/** One published post, by the slug in its page's address, in the page's language. */
export const postQuery = (slug: string, locale: PageLocale) =>
  siteQuery((utils) => utils.blog.bySlug.queryOptions(inLocale({ slug }, locale)));
