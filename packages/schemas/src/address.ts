import { z } from 'zod';

/**
 * An address as the site keeps it beside an account's sessions and security events: the /24 network of an
 * IPv4 address or the /48 of an IPv6 one, which tells where from (a provider, a town) but not who.
 */
export const coarseAddressSchema = z
  .union([z.cidrv4(), z.cidrv6()], { message: 'Address must be a network such as 203.0.113.0/24' })
  .describe('The /24 (IPv4) or /48 (IPv6) network of the address');
