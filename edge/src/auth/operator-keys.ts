/**
 * Named operator keys (ADR 037): random keys the owner creates for one person or script each,
 * with a role. D1 keeps only their SHA-256 (a leaked table opens nothing); the key is shown once.
 * A key is found by its hash, so a wrong one costs one indexed read and compares nothing by hand.
 */
import type { OperatorRole } from '#shared/ops/operator-roles';
import { hashToken, randomToken } from './sessions';

/** Every named key starts so, which tells it from the OPERATOR_KEY secret and lets secret scanners find it. */
export const NAMED_KEY_PREFIX = 'nokcha_op_';
/** Seen this recently, a key's last use is not written again: one write per minute, not per call. */
const TOUCH_AFTER_MS = 60 * 1000;

export interface NamedKey {
  keyId: number;
  name: string;
  role: OperatorRole;
}

/** A new key: the secret to show once, the hash to store and its last four characters. */
export async function newOperatorKey(): Promise<{ secret: string; hash: string; hint: string }> {
  const secret = `${NAMED_KEY_PREFIX}${randomToken()}`;
  return { secret, hash: await hashToken(secret), hint: secret.slice(-4) };
}

/** The live named key `given` is, which counts as used now; null for anything else. */
export async function resolveNamedKey(db: D1Database, given: string, now = Date.now()): Promise<NamedKey | null> {
  if (!given.startsWith(NAMED_KEY_PREFIX) || given.length > 200) return null;
  const hash = await hashToken(given);
  const row = await db
    .prepare('SELECT key_id AS keyId, name, role, last_used_at AS lastUsedAt FROM operator_keys WHERE key_hash = ? AND revoked_at IS NULL')
    .bind(hash)
    .first<NamedKey & { lastUsedAt: number | null }>();
  if (!row) return null;
  if (row.lastUsedAt === null || now - row.lastUsedAt > TOUCH_AFTER_MS)
    await db.prepare('UPDATE operator_keys SET last_used_at = ? WHERE key_id = ?').bind(now, row.keyId).run();
  return { keyId: row.keyId, name: row.name, role: row.role };
}
