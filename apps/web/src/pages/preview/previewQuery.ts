import { siteQuery } from '../../pageKit/siteQuery';

/** The draft or scheduled item a preview link shows, by the token in the link. */
export const previewQuery = (token: string) =>
  siteQuery((utils) => utils.preview.byToken.queryOptions({ token }));
