import proxyAddr from '@fastify/proxy-addr';

/** Fastify's trustProxy as a function: whether the address at this hop (0: the peer) is a trusted proxy. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** The proxies TRUST_PROXY trusts: all, none, or those at the addresses and ranges it names. */
export function configuredProxyTrust(trustProxy: boolean | string[]): ProxyTrust {
  return typeof trustProxy === 'boolean' ? () => trustProxy : proxyAddr.compile(trustProxy);
}

const isLoopback = proxyAddr.compile('loopback');

/**
 * The app's trustProxy behind the front (front/): its peer is the front, on loopback, which names its own
 * peer last in X-Forwarded-For; from there on TRUST_PROXY decides, as it would for the app's own peer. So the
 * client's address, host and scheme come out as they would without the front.
 */
export function proxyTrustBehindFront(trustProxy: boolean | string[]): ProxyTrust {
  const trusted = configuredProxyTrust(trustProxy);
  return (address, hop) => (hop === 0 ? isLoopback(address, 0) : trusted(address, hop - 1));
}
