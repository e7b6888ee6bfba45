import { siteQuery } from '../../pageKit/siteQuery';

/** An app's releases, newest first, by the slug in its pages' addresses. */
export const releasesQuery = (slug: string) =>
  siteQuery((utils) => utils.apps.releases.queryOptions({ slug }));
