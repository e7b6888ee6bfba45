import { coarseAddress } from './coarseAddress';

describe('the coarse address kept of a client', () => {
  it('is the /24 of an IPv4 address', () => {
    expect(coarseAddress('203.0.113.77')).toBe('203.0.113.0/24');
    expect(coarseAddress('::ffff:203.0.113.77')).toBe('203.0.113.0/24');
  });

  it('is the /48 of an IPv6 address', () => {
    expect(coarseAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1::/48');
  });

  it('is nothing for what is no address', () => {
    expect(coarseAddress('')).toBeNull();
    expect(coarseAddress('not-an-address')).toBeNull();
  });
});
