import { siteQuery } from '../../pageKit/siteQuery';

/** Every app, featured first: the catalogue, the home page's portfolio and the category filter. */
export const appsQuery = siteQuery((utils) => utils.apps.list.queryOptions());
