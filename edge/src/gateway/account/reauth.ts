/**
 * Re-authentication before personal information (ADR 018): a logged-in session is not enough
 * to see or change contact details, a password or consents; the member proves themselves again
 * (password, or an SMS code to their number when they have no password) and the session may do
 * so for `REAUTH_MINUTES`, each change moving the time on. Kept on the session row, so another
 * browser of the same member still has to prove itself.
 */
import { REAUTH_MINUTES } from '#shared/account/account-rules';
import { maskMobile } from '#shared/format';
import type { SessionOwner } from '#edge/auth/sessions';
import { verifyPassword, type StoredPassword } from '#edge/member/password';
import { takeRequest } from '#edge/member/rate-limit';
import { GatewayError } from '../errors';

const REAUTH_MS = REAUTH_MINUTES * 60 * 1000;
/** Password re-checks per member in 15 minutes: a borrowed phone cannot guess for long. */
export const REAUTH_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 };

interface Credentials {
  mobile: string;
  password: StoredPassword | null;
}

/** The member's number and password, as the re-check needs them. */
export async function readCredentials(db: D1Database, incsNo: number): Promise<Credentials> {
  const row = await db
    .prepare('SELECT mobile, password_hash AS hash, password_salt AS salt, password_iterations AS iterations FROM customers WHERE incs_no = ?')
    .bind(incsNo)
    .first<{ mobile: string; hash: string | null; salt: string | null; iterations: number | null }>();
  if (!row) throw new GatewayError('LOGIN_REQUIRED');
  const password = row.hash && row.salt && row.iterations ? { hash: row.hash, salt: row.salt, iterations: row.iterations } : null;
  return { mobile: row.mobile, password };
}

/** Whether the session `sessionKey` re-authenticated within the last `REAUTH_MINUTES`. */
export async function isReauthenticated(db: D1Database, sessionKey: string, now = Date.now()): Promise<boolean> {
  const row = await db.prepare('SELECT reauth_until AS until FROM auth_sessions WHERE token_hash = ?').bind(sessionKey).first<{ until: number | null }>();
  return (row?.until ?? 0) > now;
}

/** How this member re-authenticates, and whether the session already has. */
export async function reauthState(db: D1Database, owner: SessionOwner, now = Date.now()) {
  const { mobile, password } = await readCredentials(db, owner.incsNo);
  return {
    method: password ? ('PASSWORD' as const) : ('SMS' as const),
    mobileMasked: maskMobile(mobile),
    verified: await isReauthenticated(db, owner.sessionKey, now),
  };
}

/** Opens the personal information screens for this session. */
export async function grantReauth(db: D1Database, owner: SessionOwner, now = Date.now()): Promise<void> {
  await db
    .prepare('UPDATE auth_sessions SET reauth_until = ? WHERE token_hash = ?')
    .bind(now + REAUTH_MS, owner.sessionKey)
    .run();
}

/** Refuses (403 `REAUTH_REQUIRED`) unless the session re-authenticated lately; moves the time on. */
export async function requireReauth(db: D1Database, owner: SessionOwner, now = Date.now()): Promise<void> {
  const moved = await db
    .prepare('UPDATE auth_sessions SET reauth_until = ? WHERE token_hash = ? AND reauth_until > ?')
    .bind(now + REAUTH_MS, owner.sessionKey, now)
    .run();
  if (moved.meta.changes !== 1) throw new GatewayError('REAUTH_REQUIRED');
}

/** Checks the password again (throttled per member) and opens the screens. */
export async function reauthWithPassword(db: D1Database, owner: SessionOwner, password: string): Promise<void> {
  const stored = (await readCredentials(db, owner.incsNo)).password;
  if (!stored) throw new GatewayError('REAUTH_NO_PASSWORD');
  if (!(await takeRequest(db, `reauth:${owner.incsNo}`, REAUTH_LIMIT))) throw new GatewayError('REAUTH_THROTTLED');
  if (!(await verifyPassword(password, stored))) throw new GatewayError('REAUTH_PASSWORD_MISMATCH');
  await grantReauth(db, owner);
}
