import { siteQuery } from '../pageKit/siteQuery';

/** Who is signed in (null for nobody): the header's account links, the sign-in page and the admin guard. */
export const sessionQuery = siteQuery((utils) => utils.auth.session.queryOptions());
