import { siteQuery } from '../../pageKit/siteQuery';

/** The studio's fact sheet, as the admin wrote it. */
export const pressFactsQuery = siteQuery((utils) => utils.site.pressFacts.queryOptions());
