import { inLocale, type PageLocale } from '../../pageKit/pageLocale';
import { siteQuery } from '../../pageKit/siteQuery';

/** An app's releases, newest first, by the slug in its pages' addresses, their notes in the page's language. */
export const releasesQuery = (slug: string, locale: PageLocale) =>
  siteQuery((utils) => utils.apps.releases.queryOptions(inLocale({ slug }, locale)));
