import { describe, expect, it } from 'vitest';
import { constantTimeEqual, hashPassword, needsRehash, PBKDF2_ITERATIONS, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores PBKDF2-SHA256 with 100,000 iterations, a 16-byte salt and a 32-byte hash', async () => {
    const stored = await hashPassword('nokcha2026!');
    expect(stored.iterations).toBe(100_000);
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    expect(atob(stored.salt)).toHaveLength(16);
    expect(atob(stored.hash)).toHaveLength(32);
  });

  it('uses a new salt every time', async () => {
    const [a, b] = await Promise.all([hashPassword('nokcha2026!'), hashPassword('nokcha2026!')]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
  });

  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('nokcha2026!');
    expect(await verifyPassword('nokcha2026!', stored)).toBe(true);
    expect(await verifyPassword('nokcha2026?', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('matches the hash Node computes (scripts/seed.mjs)', async () => {
    // node -e "crypto.pbkdf2Sync('nokcha2026!', Buffer.alloc(16, 7), 100000, 32, 'sha256').toString('base64')"
    const salt = btoa(String.fromCharCode(...new Uint8Array(16).fill(7)));
    const stored = { salt, iterations: 100_000, hash: 'Y2/JCs5q/rqQr/FNiog8Bu1Bn0nJe/097c3942NpJLE=' };
    expect(await verifyPassword('nokcha2026!', stored)).toBe(true);
  });

  it('normalises to NFC, so composed and decomposed input match', async () => {
    const stored = await hashPassword('caf\u00e9-2026!');
    expect(await verifyPassword('cafe\u0301-2026!', stored)).toBe(true);
  });

  it('answers false for a missing password after doing the same work', async () => {
    expect(await verifyPassword('nokcha2026!', null)).toBe(false);
  });

  it('keeps the iteration count per row and flags weaker rows for rehashing', async () => {
    const old = await hashPassword('nokcha2026!', 10_000);
    expect(old.iterations).toBe(10_000);
    expect(await verifyPassword('nokcha2026!', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('nokcha2026!'))).toBe(false);
  });

  it('refuses rows that claim more iterations than the runtime allows, without deriving them', async () => {
    const stored = await hashPassword('nokcha2026!', 10_000);
    expect(await verifyPassword('nokcha2026!', { ...stored, iterations: 100_001 })).toBe(false);
    expect(await verifyPassword('nokcha2026!', { ...stored, iterations: 0 })).toBe(false);
  });

  it('compares bytes in constant time', () => {
    const bytes = (...values: number[]) => new Uint8Array(values);
    expect(constantTimeEqual(bytes(1, 2, 3), bytes(1, 2, 3))).toBe(true);
    expect(constantTimeEqual(bytes(1, 2, 3), bytes(1, 2, 4))).toBe(false);
    expect(constantTimeEqual(bytes(1, 2), bytes(1, 2, 0))).toBe(false);
  });
});
