/**
 * The grant 비밀번호 찾기 hands a member who proved their number (`password_reset_grants`): random,
 * 10 minutes, only its SHA-256 kept, one live grant per member. The new password is checked while
 * the grant is only read, so a password the rules refuse does not cost it; storing one spends it.
 */
import { hashToken, randomToken } from '#edge/auth/sessions';

/** How long a member has to choose the new password after the SMS check. */
export const RESET_GRANT_TTL_SECONDS = 10 * 60;

/** A new grant for `incsNo`; the member's earlier grants stop working. */
export async function issueResetGrant(db: D1Database, incsNo: number, now = Date.now()): Promise<string> {
  const token = randomToken();
  await db.batch([
    db.prepare('DELETE FROM password_reset_grants WHERE incs_no = ? OR expires_at <= ?').bind(incsNo, now),
    db
      .prepare('INSERT INTO password_reset_grants (token_hash, incs_no, expires_at) VALUES (?, ?, ?)')
      .bind(await hashToken(token), incsNo, now + RESET_GRANT_TTL_SECONDS * 1000),
  ]);
  return token;
}

/** The active member a live grant belongs to, or null; the grant stays. */
export async function grantHolder(db: D1Database, token: string, now = Date.now()): Promise<number | null> {
  if (token === '' || token.length > 200) return null;
  const row = await db
    .prepare(
      `SELECT g.incs_no AS incsNo FROM password_reset_grants g JOIN customers c ON c.incs_no = g.incs_no
       WHERE g.token_hash = ? AND g.expires_at > ? AND c.status = 'ACTIVE'`,
    )
    .bind(await hashToken(token), now)
    .first<{ incsNo: number }>();
  return row?.incsNo ?? null;
}

/** Spends a live grant: answers its member, or null when it was already spent (a parallel request) or has expired. */
export async function spendResetGrant(db: D1Database, token: string, now = Date.now()): Promise<number | null> {
  const row = await db
    .prepare('DELETE FROM password_reset_grants WHERE token_hash = ? AND expires_at > ? RETURNING incs_no AS incsNo')
    .bind(await hashToken(token), now)
    .first<{ incsNo: number }>();
  return row?.incsNo ?? null;
}
