import { siteQuery } from '../../pageKit/siteQuery';

/** One published post, by the slug in its page's address. */
export const postQuery = (slug: string) =>
  siteQuery((utils) => utils.blog.bySlug.queryOptions({ slug }));
