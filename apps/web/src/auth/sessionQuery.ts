import { procedureKey } from '../apiCalls/procedureKey';
import { siteQuery } from '../pageKit/siteQuery';

/** Who is signed in (null for nobody): the header's account links, the sign-in page and the admin guard. */
export const sessionQuery = siteQuery((utils) => utils.auth.session.queryOptions());

/** The session query's key, for what changes who is signed in (sign-in, logout, a lost session). */
export const SESSION_KEY = procedureKey('auth.session', undefined, 'query');
