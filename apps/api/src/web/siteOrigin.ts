import type { Config } from '../config/config';

/**
 * The one origin the site names in absolute links (canonical and preview links, sitemap, feeds, press kits,
 * passkeys), whatever a request's Host says, so that every visitor gets the same page and a cache keeps one
 * copy: PUBLIC_ORIGIN, else localhost at the port the site listens on (the configuration refuses a HOST other
 * than a loopback address without PUBLIC_ORIGIN). With PORT 0 that port is known once the site listens.
 */
export interface SiteOrigin {
  readonly value: string;
  /** The site listens on this port: without PUBLIC_ORIGIN, its origin names it. */
  listeningOn(port: number): void;
}

const localOrigin = (port: number) => new URL(`http://localhost:${port}`).origin;

export function siteOrigin({
  publicOrigin,
  port,
}: Pick<Config, 'publicOrigin' | 'port'>): SiteOrigin {
  let value = publicOrigin ?? localOrigin(port);
  return {
    get value() {
      return value;
    },
    listeningOn(actual) {
      if (!publicOrigin) value = localOrigin(actual);
    },
  };
}
