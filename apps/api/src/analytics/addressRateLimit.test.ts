import { AddressRateLimit } from './addressRateLimit';

describe('AddressRateLimit', () => {
  it('lets a burst through, then cuts the address off', () => {
    const limit = new AddressRateLimit({ burst: 3, perSecond: 1 });
    const answers = Array.from({ length: 4 }, () => limit.take('198.51.100.7', 0));
    expect(answers).toEqual([true, true, true, false]);
  });

  it('keeps other addresses going while one is cut off', () => {
    const limit = new AddressRateLimit({ burst: 1, perSecond: 1 });
    limit.take('198.51.100.7', 0);
    expect(limit.take('198.51.100.7', 0)).toBe(false);
    expect(limit.take('203.0.113.9', 0)).toBe(true);
  });

  it('counts every address of one IPv6 /64 as one client, and an IPv4-mapped address as its IPv4', () => {
    const limit = new AddressRateLimit({ burst: 2, perSecond: 0 });
    expect(limit.take('2001:db8:5:1::1', 0)).toBe(true);
    expect(limit.take('2001:db8:5:1:ffff::2', 0)).toBe(true);
    expect(limit.take('2001:db8:5:1:abcd::3', 0)).toBe(false);
    expect(limit.take('2001:db8:5:2::1', 0)).toBe(true);
    limit.take('192.0.2.8', 0);
    limit.take('192.0.2.8', 0);
    expect(limit.take('::ffff:192.0.2.8', 0)).toBe(false);
  });

  it('gives an address its allowance back over time', () => {
    const limit = new AddressRateLimit({ burst: 1, perSecond: 2 });
    limit.take('198.51.100.7', 0);
    expect(limit.take('198.51.100.7', 400)).toBe(false);
    expect(limit.take('198.51.100.7', 500)).toBe(true);
  });

  it('forgets the least recently seen address beyond its size', () => {
    const limit = new AddressRateLimit({ burst: 1, perSecond: 0, maxAddresses: 2 });
    limit.take('a', 0);
    limit.take('b', 0);
    limit.take('c', 0);
    expect(limit.take('a', 0)).toBe(true);
    expect(limit.take('c', 0)).toBe(false);
  });
});
