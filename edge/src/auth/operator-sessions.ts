/**
 * Console sessions of operators (ADR 025): a random token in an HttpOnly, SameSite=Strict
 * cookie scoped to `/ops`; D1 keeps only its SHA-256. A session ends after 30 idle minutes or
 * 12 hours, whichever comes first, and with its operator's account.
 */
import type { OperatorRole } from '#shared/ops/operator-roles';
import { hashToken, randomToken } from './sessions';

export const OPS_SESSION_COOKIE = 'nokcha_ops_session';
export const OPS_IDLE_MS = 30 * 60 * 1000;
export const OPS_SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** Seen this recently, a session is not written again: one write per minute, not per call. */
const TOUCH_AFTER_MS = 60 * 1000;

export interface ConsoleOperator {
  operatorId: number;
  loginId: string;
  name: string;
  role: OperatorRole;
}

export async function createOperatorSession(db: D1Database, operatorId: number, now = Date.now()): Promise<string> {
  const token = randomToken();
  await db
    .prepare('INSERT INTO operator_sessions (token_hash, operator_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)')
    .bind(await hashToken(token), operatorId, now, now)
    .run();
  return token;
}

/** The active operator of a live session, which counts as seen now; null for anything else. */
export async function resolveOperatorSession(db: D1Database, token: string | undefined, now = Date.now()): Promise<ConsoleOperator | null> {
  if (!token || token.length > 200) return null;
  const key = await hashToken(token);
  const row = await db
    .prepare(
      `SELECT o.operator_id AS operatorId, o.login_id AS loginId, o.name, o.role, s.last_seen_at AS lastSeenAt
         FROM operator_sessions s JOIN operators o ON o.operator_id = s.operator_id
        WHERE s.token_hash = ?1 AND s.revoked_at IS NULL AND o.status = 'ACTIVE' AND s.last_seen_at > ?2 AND s.created_at > ?3`,
    )
    .bind(key, now - OPS_IDLE_MS, now - OPS_SESSION_MAX_MS)
    .first<ConsoleOperator & { lastSeenAt: number }>();
  if (!row) return null;
  if (now - row.lastSeenAt > TOUCH_AFTER_MS) await db.prepare('UPDATE operator_sessions SET last_seen_at = ? WHERE token_hash = ?').bind(now, key).run();
  return { operatorId: row.operatorId, loginId: row.loginId, name: row.name, role: row.role };
}

export async function revokeOperatorSession(db: D1Database, token: string | undefined, now = Date.now()): Promise<void> {
  if (!token || token.length > 200) return;
  await db
    .prepare('UPDATE operator_sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL')
    .bind(now, await hashToken(token))
    .run();
}
