import { inLocale, listInput, type PageLocale } from '../../pageKit/pageLocale';
import { siteQuery } from '../../pageKit/siteQuery';

/** Every app, featured first, with its dates: the sitemap's entries and the press page's list. */
export const appsQuery = (locale: PageLocale) =>
  siteQuery((utils) => utils.apps.list.queryOptions(listInput(inLocale({}, locale))));
