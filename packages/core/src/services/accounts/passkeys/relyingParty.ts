import type { Context } from '../../../context';

/** Who passkeys are made for (WebAuthn's relying party): the site's host name, and the origin its pages run at. */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

/** The site at its origin (PUBLIC_ORIGIN, else localhost at its port): the one its pages link to. */
export function relyingParty(ctx: Pick<Context, 'siteOrigin'>): RelyingParty {
  const { hostname, origin } = new URL(ctx.siteOrigin);
  return { id: hostname, name: hostname, origin };
}
