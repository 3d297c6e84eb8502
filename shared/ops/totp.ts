/**
 * One-time codes from an authenticator app (RFC 6238 TOTP: SHA-1, 6 digits, 30 seconds), through
 * `otpauth`, the well-kept implementation, so the worker, the seed and the owner command agree.
 */
import { Secret, TOTP } from 'otpauth';

const PERIOD_S = 30;

function totpOf(secretBase32: string, label = '녹차숍 운영자'): TOTP {
  return new TOTP({ issuer: '녹차숍', label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secretBase32) });
}

/** A new random secret (160 bits), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` address an authenticator app scans (as a QR code) or takes typed in. */
export const totpUri = (secretBase32: string, loginId: string): string => totpOf(secretBase32, loginId).toString();

/** The code for `at` (tests and the local demo's documentation). */
export const totpCode = (secretBase32: string, at = Date.now()): string => totpOf(secretBase32).generate({ timestamp: at });

/**
 * The 30-second step a code belongs to, if it is right for `at` give or take one step (clock drift);
 * null otherwise. The caller accepts each step once, so a code seen over a shoulder cannot be replayed.
 */
export function totpStep(secretBase32: string, code: string, at = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: at, window: 1 });
  return delta === null ? null : Math.floor(at / 1000 / PERIOD_S) + delta;
}
