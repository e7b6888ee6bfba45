import { addressLimitKey } from './addressLimitKey';

describe('the limit key of a client address', () => {
  it('counts every IPv6 address of one /64 as one client', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:abcd::9',
    ];
    expect(keys.map(addressLimitKey)).toEqual(Array(3).fill('2001:db8:1:2::/64'));
  });

  it('keeps neighbouring /64s apart', () => {
    expect(addressLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('counts an IPv4 address as itself, written either way', () => {
    expect(addressLimitKey('192.0.2.7')).toBe('192.0.2.7');
    expect(addressLimitKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressLimitKey('::ffff:c000:207')).toBe('192.0.2.7');
  });

  it('leaves what is no address as it is', () => {
    expect(addressLimitKey('')).toBe('');
  });
});
