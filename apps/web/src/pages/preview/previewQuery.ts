import { inLocale, type PageLocale } from '../../pageKit/pageLocale';
import { siteQuery } from '../../pageKit/siteQuery';

/** The draft or scheduled item a preview link shows, by the token in the link, in the page's language. */
export const previewQuery = (token: string, locale: PageLocale) =>
  siteQuery((utils) => utils.preview.byToken.queryOptions(inLocale({ token }, locale)));
