import { siteQuery } from '../../pageKit/siteQuery';

/** The site's languages each public post's page exists in, by slug: for the head, the language
 * switcher and the sitemap. */
export const postLanguagesQuery = siteQuery((utils) => utils.blog.languages.queryOptions());
