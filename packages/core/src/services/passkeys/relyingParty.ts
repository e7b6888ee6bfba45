import type { Context } from '../../context';
import { invalidRequest } from '../../errors';

/** Who passkeys are made for (WebAuthn's relying party): the site's host name, and the origin its pages run at. */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

const NO_SITE_ORIGIN_MESSAGE = 'The request names no host that passkeys can be made for.';

/** The site as PUBLIC_ORIGIN names it, else as this request reached it (the same origin the pages link to). */
export function relyingParty(ctx: Pick<Context, 'siteOrigin'>): RelyingParty {
  if (!ctx.siteOrigin) throw invalidRequest(NO_SITE_ORIGIN_MESSAGE);
  // As a browser says it: without a default port (a Host header may name one).
  const { hostname, origin } = new URL(ctx.siteOrigin);
  return { id: hostname, name: hostname, origin };
}
