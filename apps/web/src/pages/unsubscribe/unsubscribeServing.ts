import type { PageServing } from '../../pageKit/pageServing';
import { unsubscribeLinkQuery } from './unsubscribeLinkQuery';
import { unsubscribeRoute } from './unsubscribeRoute';

/** Shows the link's list; unsubscribing waits for the button. Never in the sitemap, kept out of caches. */
export const unsubscribeServing: PageServing = {
  route: unsubscribeRoute,
  data: ({ token = '' }) => [unsubscribeLinkQuery(token)],
};
