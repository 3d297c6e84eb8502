/** Payment keys shaped like Toss's: 48 random letters and digits. */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const KEY_LENGTH = 48;
/** Bytes at or above this would favour the first letters; they are drawn again. */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** A new random payment key. */
export function newPaymentKey(): string {
  let key = '';
  while (key.length < KEY_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(KEY_LENGTH))) {
      if (byte < UNBIASED_LIMIT && key.length < KEY_LENGTH) key += ALPHABET[byte % ALPHABET.length];
    }
  }
  return key;
}
