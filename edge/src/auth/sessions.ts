/**
 * Auth tokens: 32 random bytes, base64url, handed to the browser in the auth cookie. D1 keeps
 * only their SHA-256, so a leaked table logs nobody in. The member gateway creates and revokes
 * them; the commerce gateway resolves a Bearer token to its customer number.
 */

/** How long a login lasts: two weeks, the cookie's Max-Age too. */
export const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;

export interface SessionOwner {
  incsNo: number;
  provider: string;
  /** The token's SHA-256: the row a re-authentication is written to (account/reauth.ts). */
  sessionKey: string;
}

/** Who a new login belongs to. */
export type NewSession = Omit<SessionOwner, 'sessionKey'>;

export function randomToken(bytes = 32): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...buffer))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Hex SHA-256 of a token: the key under which D1 stores it. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Starts a login for a customer and returns the token for the cookie. */
export async function createSession(db: D1Database, owner: NewSession, now = Date.now()): Promise<string> {
  const token = randomToken();
  await db
    .prepare('INSERT INTO auth_sessions (token_hash, incs_no, provider, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
    .bind(await hashToken(token), owner.incsNo, owner.provider, now, now + SESSION_TTL_SECONDS * 1000)
    .run();
  return token;
}

/** The owner of a live, unrevoked token of an active customer, or null. Never throws on bad input. */
export async function resolveSession(db: D1Database, token: string | null | undefined, now = Date.now()): Promise<SessionOwner | null> {
  if (!token || token.length > 200) return null;
  const row = await db
    .prepare(
      `SELECT s.incs_no AS incsNo, s.provider AS provider, s.token_hash AS sessionKey FROM auth_sessions s JOIN customers c ON c.incs_no = s.incs_no
       WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ? AND c.status = 'ACTIVE'`,
    )
    .bind(await hashToken(token), now)
    .first<SessionOwner>();
  return row ?? null;
}

/**
 * The statements that end a customer's logins and auto-login tokens (a new password, withdrawal),
 * for the caller's batch; `keep` is the session that made the change, when it stays logged in.
 */
export function sessionRevocations(db: D1Database, incsNo: number, now: number, keep?: string): D1PreparedStatement[] {
  return [
    db.prepare('UPDATE auth_sessions SET revoked_at = ? WHERE incs_no = ? AND token_hash != ? AND revoked_at IS NULL').bind(now, incsNo, keep ?? ''),
    db.prepare('DELETE FROM auto_login_tokens WHERE incs_no = ?').bind(incsNo),
  ];
}

/** Ends a login; a token that does not exist is already ended. */
export async function revokeSession(db: D1Database, token: string, now = Date.now()): Promise<void> {
  await db
    .prepare('UPDATE auth_sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL')
    .bind(now, await hashToken(token))
    .run();
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | undefined | null): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}
