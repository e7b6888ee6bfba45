export const BAD_HOST_MESSAGE = 'The request has no valid Host header.';

// A host name (or bracketed IPv6 address) with an optional port: anything else in Host is refused.
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin absolute URLs are built from (canonical links, previews, sitemap): PUBLIC_ORIGIN, else the
 * request's own scheme and host (from X-Forwarded-* when TRUST_PROXY trusts the proxy); null when the
 * Host header is not a host.
 */
export function siteOrigin(publicOrigin: string | null) {
  return (request: { host: string; protocol: string }): string | null => {
    if (publicOrigin) return publicOrigin;
    const host = request.host;
    return HOST.test(host) ? `${request.protocol}://${host.toLowerCase()}` : null;
  };
}
