import ipaddr from 'ipaddr.js';

/** The part of an IPv6 address that names one customer: providers hand each one at least a /64 (RFC 6177). */
const IPV6_CUSTOMER_BITS = 64;

/**
 * Who an address counts as for every per-address limit (login, registration, analytics events). An IPv6
 * client counts per /64, since whoever holds one address can use any of the 2^64 beside it; an IPv4-mapped
 * IPv6 address (::ffff:192.0.2.1) counts as its IPv4 address; an IPv4 address as itself.
 */
export function addressLimitKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${IPV6_CUSTOMER_BITS}`);
  return `${network.toString()}/${IPV6_CUSTOMER_BITS}`;
}
