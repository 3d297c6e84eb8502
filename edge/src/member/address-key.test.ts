import { describe, expect, it } from 'vitest';
import { addressKey, ipv6Groups } from './address-key';

describe('addressKey', () => {
  it('keeps an IPv4 address whole, written the one way', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey(' 203.0.113.007 ')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'));
  });

  it('keys every address of one IPv6 /64 alike, however it is written', () => {
    const key = '2001:db8:0:1::/64';
    for (const address of [
      '2001:db8:0:1::1',
      '2001:db8:0:1:a:b:c:d',
      '2001:0DB8:0000:0001:ffff:ffff:ffff:ffff',
      '2001:db8::1:0:0:0:5',
      '2001:db8:0:1::192.0.2.1',
      '[2001:db8:0:1::2]',
      '[2001:db8:0:1::2]:443',
      '2001:db8:0:1::3%eth0',
    ])
      expect(addressKey(address), address).toBe(key);
  });

  it('keys other /64s apart', () => {
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%en0')).toBe('fe80:0:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(addressKey('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(addressKey('::FFFF:c633:6404')).toBe('198.51.100.4');
    expect(addressKey('0:0:0:0:0:ffff:198.51.100.4')).toBe('198.51.100.4');
  });

  it('leaves what is not an address as it was sent', () => {
    for (const text of ['unknown', '256.1.1.1', '1.2.3', '2001:db8:::1', '1::2::3', '1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7::8', 'g::1', '12345::1'])
      expect(addressKey(text), text).toBe(text);
  });
});

describe('ipv6Groups', () => {
  it('expands the compressed forms to eight groups', () => {
    expect(ipv6Groups('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups('1::')).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups('::8')).toEqual([0, 0, 0, 0, 0, 0, 0, 8]);
    expect(ipv6Groups('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ipv6Groups('1:2:3:4:5:6:1.2.3.4')).toEqual([1, 2, 3, 4, 5, 6, 0x102, 0x304]);
    expect(ipv6Groups('1:2:3:4:5:6:7')).toBeNull();
    expect(ipv6Groups('1.2.3.4::')).toBeNull();
  });
});
