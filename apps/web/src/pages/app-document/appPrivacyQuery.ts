import { inLocale, type PageLocale } from '../../pageKit/pageLocale';
import { siteQuery } from '../../pageKit/siteQuery';

/** An app's privacy policy and the data it declares it collects, by the slug in the page's address. */
export const appPrivacyQuery = (slug: string, locale: PageLocale) =>
  siteQuery((utils) => utils.apps.privacy.queryOptions(inLocale({ slug }, locale)));
