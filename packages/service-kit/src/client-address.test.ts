import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address.js';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address as it is: one budget per address', () => {
    expect(clientAddressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressKey('203.0.113.10')).not.toBe(clientAddressKey('203.0.113.9'));
  });

  it('counts every address of one IPv6 /64 together, however it is written', () => {
    const key = clientAddressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const same of ['2001:db8:1:2:ffff:ffff:ffff:fffe', '2001:0DB8:0001:0002:0:0:0:1', '2001:db8:1:2:a:b:c:d', '2001:db8:1:2::1%eth0']) {
      expect(clientAddressKey(same), same).toBe(key);
    }
  });

  it('keeps neighbouring /64s apart', () => {
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(clientAddressKey('2001:db8:1:2::1'));
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(clientAddressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressKey('::FFFF:cb00:7109')).toBe('203.0.113.9');
    expect(clientAddressKey('0:0:0:0:0:ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('answers anything that is not an address unchanged', () => {
    expect(clientAddressKey('')).toBe('');
    expect(clientAddressKey('not-an-ip')).toBe('not-an-ip');
  });
});
