import { inLocale, type PageLocale } from '../../pageKit/pageLocale';
import { siteQuery } from '../../pageKit/siteQuery';

/** One app, by the slug in its page's address, in the page's language. */
export const appQuery = (slug: string, locale: PageLocale) =>
  siteQuery((utils) => utils.apps.byParam.queryOptions(inLocale({ param: slug }, locale)));
