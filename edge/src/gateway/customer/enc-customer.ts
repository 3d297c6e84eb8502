/**
 * The encrypted customer of getEncCustomer: AES-256-GCM under `CUSTOMER_ENC_KEY` (base64 of 32
 * bytes), answered as base64 of the 12-byte IV followed by the ciphertext with its 16-byte tag.
 * A fresh IV per answer, so the same customer never encrypts the same way twice.
 */

const IV_BYTES = 12;

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Imports the configured key; throws when it is missing or not 32 bytes of base64. */
export async function importCustomerKey(keyBase64: string): Promise<CryptoKey> {
  if (keyBase64 === '') throw new Error('CUSTOMER_ENC_KEY is not set');
  let raw: Uint8Array<ArrayBuffer>;
  try {
    raw = fromBase64(keyBase64);
  } catch {
    throw new Error('CUSTOMER_ENC_KEY is not base64');
  }
  if (raw.length !== 32) throw new Error(`CUSTOMER_ENC_KEY must be 32 bytes, got ${raw.length}`);
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** base64(IV ‖ AES-256-GCM(JSON of `value`)). */
export async function encryptCustomer(keyBase64: string, value: unknown): Promise<string> {
  const key = await importCustomerKey(keyBase64);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return toBase64(out);
}

/** The value `encryptCustomer` sealed; throws on a wrong key or tampered data. */
export async function decryptCustomer(keyBase64: string, data: string): Promise<unknown> {
  const key = await importCustomerKey(keyBase64);
  const bytes = fromBase64(data);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) }, key, bytes.slice(IV_BYTES));
  return JSON.parse(new TextDecoder().decode(plain));
}
