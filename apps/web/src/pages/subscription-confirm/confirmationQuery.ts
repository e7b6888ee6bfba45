import { siteQuery } from '../../pageKit/siteQuery';

/** Confirms the address of the link's token and names its list: opening the link is the confirmation. */
export const confirmationQuery = (token: string) =>
  siteQuery((utils) => utils.subscriptions.confirm.queryOptions({ token }));
