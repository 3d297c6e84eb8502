/**
 * The app's auto-login tokens (`auto_login_tokens`): random, 90 days, only their SHA-256 kept.
 * A token is used once: each auto-login swaps it for a new one, so a copied token dies at the
 * owner's next auto-login.
 */
import { hashToken, randomToken } from '../auth/sessions';
import { AUTO_LOGIN_MAX_AGE } from './member-cookies';

/** Issues a token for the member and answers it for the cookie. */
export async function issueAutoLoginToken(db: D1Database, incsNo: number, now = Date.now()): Promise<string> {
  const token = randomToken();
  await db.batch([
    db.prepare('DELETE FROM auto_login_tokens WHERE expires_at <= ?').bind(now),
    db
      .prepare('INSERT INTO auto_login_tokens (token_hash, incs_no, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .bind(await hashToken(token), incsNo, now, now + AUTO_LOGIN_MAX_AGE * 1000),
  ]);
  return token;
}

/** Spends a live token of an active member: answers the member's number, or null. */
export async function consumeAutoLoginToken(db: D1Database, token: string | undefined, now = Date.now()): Promise<number | null> {
  if (!token || token.length > 200) return null;
  const row = await db
    .prepare(
      `DELETE FROM auto_login_tokens WHERE token_hash = ? AND expires_at > ?
         AND incs_no IN (SELECT incs_no FROM customers WHERE status = 'ACTIVE')
       RETURNING incs_no AS incsNo`,
    )
    .bind(await hashToken(token), now)
    .first<{ incsNo: number }>();
  return row?.incsNo ?? null;
}

/** Forgets a token (at logout); an unknown token is already forgotten. */
export async function revokeAutoLoginToken(db: D1Database, token: string | undefined): Promise<void> {
  if (!token || token.length > 200) return;
  await db
    .prepare('DELETE FROM auto_login_tokens WHERE token_hash = ?')
    .bind(await hashToken(token))
    .run();
}
