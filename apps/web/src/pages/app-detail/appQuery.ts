import { siteQuery } from '../../pageKit/siteQuery';

/** One app, by the slug in its page's address. */
export const appQuery = (slug: string) =>
  siteQuery((utils) => utils.apps.byParam.queryOptions({ param: slug }));
