// Values the seed and the operator command write into D1 as SQL: a quoted string literal, and a
// password hashed exactly as the worker checks it (edge/src/member/password.ts: PBKDF2-SHA256, a
// 16-byte salt, 100,000 iterations, base64).
import { pbkdf2Sync, randomBytes } from 'node:crypto';

export const PBKDF2_ITERATIONS = 100_000;

/** A SQL string literal. */
export function sqlText(value) {
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** `{ hash, salt, iterations }` of `password` with a fresh salt, base64 like the worker's. */
export function hashedPassword(password) {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(password.normalize('NFC'), salt, PBKDF2_ITERATIONS, 32, 'sha256');
  return { hash: hash.toString('base64'), salt: salt.toString('base64'), iterations: PBKDF2_ITERATIONS };
}
