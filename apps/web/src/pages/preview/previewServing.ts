import type { PageServing } from '../../pageKit/pageServing';
import { previewQuery } from './previewQuery';
import { previewRoute } from './previewRoute';

/** A preview shows what its link names. Never in the sitemap; the server keeps it out of caches. */
export const previewServing: PageServing = {
  route: previewRoute,
  data: ({ token = '' }, locale) => [previewQuery(token, locale)],
};
