import { siteQuery } from '../../pageKit/siteQuery';

/** Every app, featured first, with its dates: the sitemap's entries (pages show appCardsQuery). */
export const appsQuery = siteQuery((utils) => utils.apps.list.queryOptions());
