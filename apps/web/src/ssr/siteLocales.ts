import { DEFAULT_LOCALES, describeLocales, type Locales } from '@studio/schemas';
import { failedStatus } from '../apiErrors/failedStatus';
import { siteQuery } from '../pageKit/siteQuery';
import type { PageRequest } from './renderContract';
import { loadApart } from './serverQueries';

/** The site's languages (GET /api/locales): which prefixes are addresses, and each page's alternates. */
export const localesQuery = siteQuery((utils) => utils.site.locales.queryOptions());

/**
 * The site's languages, read apart from the page's data. When they cannot be read (the database is down),
 * the page is rendered in the default language alone, and answers with the failure's status: never kept.
 */
export async function siteLocales(
  request: PageRequest,
): Promise<{ locales: Locales; failedStatus: number | null }> {
  try {
    const locales = await loadApart(request.query)(localesQuery);
    return { locales, failedStatus: null };
  } catch (error) {
    return { locales: describeLocales(DEFAULT_LOCALES), failedStatus: failedStatus(error) };
  }
}
