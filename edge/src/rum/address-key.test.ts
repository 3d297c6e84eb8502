import { describe, expect, it } from 'vitest';
import { addressKeyOf } from './address-key';

const SECRET = 'test-only-rum-token-secret-0123456789';

describe('the sender of a beacon', () => {
  it('is an IPv4 address whole, also written IPv6-mapped, and an IPv6 address by its /64', async () => {
    const now = Date.UTC(2026, 10, 27, 12);
    const keyOf = (address: string) => addressKeyOf(SECRET, address, now);
    expect(await keyOf('::ffff:203.0.113.5')).toBe(await keyOf('203.0.113.5'));
    expect(await keyOf('203.0.113.6')).not.toBe(await keyOf('203.0.113.5'));
    expect(await keyOf('2001:DB8:77:1::1')).toBe(await keyOf('2001:0db8:0077:0001:aaaa:bbbb:cccc:dddd'));
    expect(await keyOf('2001:db8::1')).toBe(await keyOf('2001:db8:0:0:ffff::2'));
    expect(await keyOf('unknown')).not.toBe(await keyOf('::1'));
  });

  it('is kept as a 16-hex key of the day, the same for one /64 and another for the next day', async () => {
    const now = Date.UTC(2026, 10, 27, 12);
    const key = await addressKeyOf(SECRET, '2001:db8:77:1::1', now);
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(await addressKeyOf(SECRET, '2001:db8:77:1:ffff::9', now + 60 * 60 * 1000)).toBe(key);
    expect(await addressKeyOf(SECRET, '2001:db8:77:2::1', now)).not.toBe(key);
    expect(await addressKeyOf(SECRET, '2001:db8:77:1::1', now + 24 * 60 * 60 * 1000)).not.toBe(key);
    expect(await addressKeyOf('another-test-secret-of-32-characters!', '2001:db8:77:1::1', now)).not.toBe(key);
  });
});
