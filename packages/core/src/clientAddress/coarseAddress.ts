import ipaddr from 'ipaddr.js';

/** Bits of an address kept beside an account's sessions and security events: enough for a place, not a person. */
const KEPT_BITS = { ipv4: 24, ipv6: 48 } as const;

/**
 * The network an address belongs to, as the site keeps it: the /24 of an IPv4 address, the /48 of an IPv6 one
 * (an IPv4-mapped IPv6 address as its IPv4 address). Null for what is no address.
 */
export function coarseAddress(address: string): string | null {
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.process(address);
  const bits = KEPT_BITS[parsed.kind()];
  const cidr = `${parsed.toString()}/${bits}`;
  const network =
    parsed.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(cidr)
      : ipaddr.IPv6.networkAddressFromCIDR(cidr);
  return `${network.toString()}/${bits}`;
}
