import { siteQuery } from '../../pageKit/siteQuery';

/** The list an unsubscribe link is about, and whether its address is still on it. */
export const unsubscribeLinkQuery = (token: string) =>
  siteQuery((utils) => utils.subscriptions.unsubscribeLink.queryOptions({ token }));
