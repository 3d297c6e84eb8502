/**
 * Password hashing: PBKDF2-SHA256 through Web Crypto, a random 16-byte salt per member and
 * 100,000 iterations, the most workerd allows (it refuses more). Each row keeps its own
 * iteration count, so a later, stronger setting can rehash members as they log in.
 * `scripts/seed.mjs` computes the same hash in Node for the demo member.
 */

/**
 * The Workers runtime's PBKDF2 ceiling (workerd's `checkPbkdfLimits`, cloudflare/workerd#1346;
 * the open-source workerd that tests run on does not enforce it, production does). OWASP advises
 * 600,000 for PBKDF2-SHA256; the stored count lets the shop move up, rehashing at login, if the
 * runtime ever allows it.
 */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const encoder = new TextEncoder();

/** What `customers` stores: base64 hash and salt, and the iteration count used. */
export interface StoredPassword {
  hash: string;
  salt: string;
  iterations: number;
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  // NFC so that a password typed on a different keyboard or OS still matches.
  const key = await crypto.subtle.importKey('raw', encoder.encode(password.normalize('NFC')), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

/** Hashes a new password with a fresh salt. */
export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<StoredPassword> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return { hash: toBase64(await derive(password, salt, iterations)), salt: toBase64(salt), iterations };
}

/** Compares in time independent of where the first difference is. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

/**
 * Whether `password` matches `stored`. With no stored password (an unknown ID, or a member
 * who joined through a social account) it still derives a hash with the current settings and
 * answers false, so the answer takes as long as for a wrong password.
 */
export async function verifyPassword(password: string, stored: StoredPassword | null): Promise<boolean> {
  // A row claiming more work than the shop ever asks for is corrupt, and must not buy a DoS.
  if (stored === null || !Number.isInteger(stored.iterations) || stored.iterations < 1 || stored.iterations > PBKDF2_ITERATIONS) {
    await derive(password, new Uint8Array(SALT_BYTES), PBKDF2_ITERATIONS);
    return false;
  }
  const derived = await derive(password, fromBase64(stored.salt), stored.iterations);
  return constantTimeEqual(derived, fromBase64(stored.hash));
}

/** Whether a stored hash is weaker than the current setting and should be redone at login. */
export function needsRehash(stored: StoredPassword): boolean {
  return stored.iterations < PBKDF2_ITERATIONS;
}
