import type { PageServing } from '../../pageKit/pageServing';
import { confirmationQuery } from './confirmationQuery';
import { confirmationRoute } from './confirmationRoute';

/** The server confirms while it renders. Never in the sitemap; the server keeps it out of caches. */
export const confirmationServing: PageServing = {
  route: confirmationRoute,
  data: ({ token = '' }) => [confirmationQuery(token)],
};
