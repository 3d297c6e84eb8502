import { env } from 'cloudflare:test';
import { readConfig } from '#edge/config';
import { describe, expect, it } from 'vitest';
import { decryptCustomer, encryptCustomer } from './enc-customer';

const value = { incsNo: '100000001', custNm: '김녹차' };

describe('encryptCustomer', () => {
  it('round-trips through decryptCustomer with the configured key', async () => {
    const sealed = await encryptCustomer(readConfig(env).customerEncKey, value);
    expect(atob(sealed).length).toBe(12 + new TextEncoder().encode(JSON.stringify(value)).length + 16);
    expect(await decryptCustomer(readConfig(env).customerEncKey, sealed)).toEqual(value);
  });

  it('refuses a wrong key and tampered data', async () => {
    const sealed = await encryptCustomer(readConfig(env).customerEncKey, value);
    const otherKey = btoa('x'.repeat(32));
    await expect(decryptCustomer(otherKey, sealed)).rejects.toThrow();
    const bytes = Uint8Array.from(atob(sealed), (char) => char.charCodeAt(0));
    bytes[20] ^= 1;
    await expect(decryptCustomer(readConfig(env).customerEncKey, btoa(String.fromCharCode(...bytes)))).rejects.toThrow();
  });

  it.each([
    ['', 'CUSTOMER_ENC_KEY is not set'],
    ['!!!', 'CUSTOMER_ENC_KEY is not base64'],
    [btoa('short'), 'CUSTOMER_ENC_KEY must be 32 bytes, got 5'],
  ])('refuses the key %j', async (key, message) => {
    await expect(encryptCustomer(key, value)).rejects.toThrow(message);
  });
});
