import { inLocale, listInput, type PageLocale } from '../../pageKit/pageLocale';
import { siteQuery } from '../../pageKit/siteQuery';

/** The studio's fact sheet, as the admin wrote it, in the page's language. */
export const pressFactsQuery = (locale: PageLocale) =>
  siteQuery((utils) => utils.site.pressFacts.queryOptions(listInput(inLocale({}, locale))));
