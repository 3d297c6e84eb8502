/**
 * Order numbers and the payment provider's customer key. An order number is the Korean date and
 * 8 random Crockford base32 characters (`20261122-4F7K2Q9M`): readable over the phone, with no
 * I, L, O or U to misread, and 40 random bits per day, so guessing another's order is hopeless.
 */
import { toDttm14 } from '#shared/format';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new order number for an order placed at `now` (epoch ms). */
export function newOrderNumber(now = Date.now()): string {
  const random = crypto.getRandomValues(new Uint8Array(8));
  const suffix = [...random].map((byte) => CROCKFORD[byte & 31]).join('');
  return `${toDttm14(now).slice(0, 8)}-${suffix}`;
}

/**
 * The provider's `customerKey` for a member: stable and unique per member, and not guessable from
 * their customer number (Toss asks for that), as an HMAC under the worker's customer key secret.
 */
export async function customerKeyOf(incsNo: number, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`customer:${incsNo}`));
  return `C_${[...new Uint8Array(mac)]
    .slice(0, 16)
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')}`;
}
