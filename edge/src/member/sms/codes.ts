/**
 * SMS login codes (SPEC §4): 6 random digits from the CSPRNG, valid 3 minutes, at most 5
 * attempts, only their SHA-256 stored. A new code replaces the number's earlier ones. Each
 * number gets at most 5 texts an hour, and one address may ask for at most 10. Every limit is enforced by a single conditional SQL
 * statement, so parallel requests cannot overrun it.
 */
import { hashToken } from '#edge/auth/sessions';
import { MemberError, type MemberErrorCode } from '../errors';
import { constantTimeEqual } from '../password';

/** The limits of SMS login (SPEC §4 issue: 6 digits, 3 minutes, 5 attempts, 5 texts an hour). */
export const SMS_CODE = {
  digits: 6,
  ttlSeconds: 180,
  maxAttempts: 5,
  sendsPerHour: 5,
  /** Texts asked from one address an hour, to any numbers: a shared office still gets by. */
  sendsPerAddressPerHour: 10,
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

/** Why a text was not sent: the number or the caller's address had its texts this hour. */
export type SendRefusal = 'number' | 'address';

/**
 * Counts a text to `mobile` asked from `address` unless the number already had its 5 this hour
 * or the address its 10 times `addressFactor` (so one caller cannot text many numbers); null means
 * counted.
 */
export async function reserveSend(db: D1Database, mobile: string, address: string, now = Date.now(), addressFactor = 1): Promise<SendRefusal | null> {
  const since = now - HOUR_MS;
  const result = await db
    .prepare(
      `INSERT INTO sms_sends (mobile, address, sent_at) SELECT ?1, ?2, ?3
       WHERE (SELECT COUNT(*) FROM sms_sends WHERE mobile = ?1 AND sent_at > ?4) < ?5
         AND (SELECT COUNT(*) FROM sms_sends WHERE address = ?2 AND sent_at > ?4) < ?6`,
    )
    .bind(mobile, address, now, since, SMS_CODE.sendsPerHour, SMS_CODE.sendsPerAddressPerHour * addressFactor)
    .run();
  if (result.meta.changes === 1) return null;
  const byNumber = await db.prepare('SELECT COUNT(*) AS sent FROM sms_sends WHERE mobile = ? AND sent_at > ?').bind(mobile, since).first<{ sent: number }>();
  return (byNumber?.sent ?? 0) >= SMS_CODE.sendsPerHour ? 'number' : 'address';
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

const CHECK_ERRORS: Record<Exclude<CodeCheck, 'ok'>, MemberErrorCode> = {
  mismatch: 'SMS_CODE_MISMATCH',
  expired: 'SMS_CODE_EXPIRED',
  'too-many-attempts': 'SMS_TOO_MANY_ATTEMPTS',
};

/** Proves the caller holds `mobile` (SMS login, join, social join): refuses unless `code` is its latest live code. */
export async function assertCode(db: D1Database, mobile: string, code: string): Promise<void> {
  const check = await checkCode(db, mobile, code);
  if (check !== 'ok') throw new MemberError(CHECK_ERRORS[check]);
}
