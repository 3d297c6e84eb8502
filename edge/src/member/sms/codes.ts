/**
 * SMS login codes: 6 random digits from the CSPRNG, valid 3 minutes, at most 5
 * attempts, only their SHA-256 stored. A new code replaces the number's earlier ones. How many
 * texts a number and a sender get is sends.ts; every limit is enforced by a single conditional
 * SQL statement, so parallel requests cannot overrun it.
 */
import { hashToken } from '#edge/auth/sessions';
import { GatewayError, type ApiErrorCode } from '#edge/gateway/errors';
import { constantTimeEqual } from '../password';

/** The limits of a code: 6 digits, 3 minutes, 5 attempts. */
export const SMS_CODE = {
  digits: 6,
  ttlSeconds: 180,
  maxAttempts: 5,
} as const;

const HOUR_MS = 60 * 60 * 1000;
/** The largest multiple of 10^6 below 2^32: values above it would skew the digits. */
const UNBIASED_LIMIT = Math.floor(2 ** 32 / 1e6) * 1e6;

/** Six uniformly random digits. */
export function randomCode(): string {
  const buffer = new Uint32Array(1);
  do {
    crypto.getRandomValues(buffer);
  } while (buffer[0] >= UNBIASED_LIMIT);
  return String(buffer[0] % 1e6).padStart(SMS_CODE.digits, '0');
}

function codeHash(mobile: string, code: string): Promise<string> {
  return hashToken(`${mobile}:${code}`);
}

/** A new code for `mobile`; earlier unused codes stop working. */
export async function issueCode(db: D1Database, mobile: string, now = Date.now()): Promise<string> {
  const code = randomCode();
  await db.batch([
    db.prepare('UPDATE sms_codes SET consumed_at = ? WHERE mobile = ? AND consumed_at IS NULL').bind(now, mobile),
    db
      .prepare('INSERT INTO sms_codes (mobile, code_hash, expires_at) VALUES (?, ?, ?)')
      .bind(mobile, await codeHash(mobile, code), now + SMS_CODE.ttlSeconds * 1000),
    db.prepare('DELETE FROM sms_sends WHERE sent_at <= ?').bind(now - HOUR_MS),
    db.prepare('DELETE FROM sms_codes WHERE expires_at <= ?').bind(now - HOUR_MS),
  ]);
  return code;
}

/** What a code check found; only `ok` logs in. */
export type CodeCheck = 'ok' | 'mismatch' | 'expired' | 'too-many-attempts';

/** Checks `code` against the number's latest code, spending one attempt; `ok` uses the code up. */
export async function checkCode(db: D1Database, mobile: string, code: string, now = Date.now()): Promise<CodeCheck> {
  const latest = await db
    .prepare('SELECT id, code_hash AS codeHash, expires_at AS expiresAt FROM sms_codes WHERE mobile = ? AND consumed_at IS NULL ORDER BY id DESC LIMIT 1')
    .bind(mobile)
    .first<{ id: number; codeHash: string; expiresAt: number }>();
  if (!latest || latest.expiresAt <= now) return 'expired';
  const attempt = await db
    .prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ? AND attempts < ? RETURNING attempts')
    .bind(latest.id, SMS_CODE.maxAttempts)
    .first<{ attempts: number }>();
  if (!attempt) return 'too-many-attempts';
  const encoder = new TextEncoder();
  if (!constantTimeEqual(encoder.encode(await codeHash(mobile, code)), encoder.encode(latest.codeHash))) return 'mismatch';
  const used = await db.prepare('UPDATE sms_codes SET consumed_at = ? WHERE id = ? AND consumed_at IS NULL').bind(now, latest.id).run();
  // A parallel request spent the same code first.
  return used.meta.changes === 1 ? 'ok' : 'expired';
}

const CHECK_ERRORS: Record<Exclude<CodeCheck, 'ok'>, ApiErrorCode> = {
  mismatch: 'SMS_CODE_MISMATCH',
  expired: 'SMS_CODE_EXPIRED',
  'too-many-attempts': 'SMS_TOO_MANY_ATTEMPTS',
};

/** Proves the caller holds `mobile` (SMS login, join, social join): refuses unless `code` is its latest live code. */
export async function assertCode(db: D1Database, mobile: string, code: string): Promise<void> {
  const check = await checkCode(db, mobile, code);
  if (check !== 'ok') throw new GatewayError(CHECK_ERRORS[check]);
}
