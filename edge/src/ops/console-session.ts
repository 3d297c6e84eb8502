/**
 * The console's login, session and logout (`/ops/v1/session/*`, ADR 025, 060), on the operator
 * API's frame as `console` calls: only the console's own page may make them, checked before the
 * body is read. Login takes an ID, a password and a TOTP code; every failure past the shape of the
 * input answers the same message, so it tells nothing about which part was wrong. Attempts are
 * throttled like members' logins (member/throttle.ts): limits by address refuse, while an account's
 * failures from anywhere only slow further attempts down, so nobody can lock an operator out. Every
 * checked login, passed or failed, is in the audit log. The session cookie is HttpOnly,
 * SameSite=Strict and scoped to `/ops`; a session ends after 30 idle minutes
 * (auth/operator-sessions.ts).
 *
 * The session's rows are read and written on the primary (`c.env.DB`), as the operator check reads
 * them (auth/operator.ts), not in the frame's replica session: the next call must find a new session.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { totpStep } from '#shared/ops/totp';
import type { OperatorRole } from '#shared/ops/operator-roles';
import { OPS_SESSION_CONTRACTS as SESSION } from '#shared/schemas/ops-session-calls';
import { createOperatorSession, OPS_SESSION_COOKIE, resolveOperatorSession, revokeOperatorSession } from '../auth/operator-sessions';
import { expireCookie, isSecureUrl, serializeCookie } from '../cookies';
import { defineEndpoint, type Endpoint } from '../gateway/endpoint';
import { GatewayError } from '../gateway/errors';
import { auditActorOf, auditInsert } from './audit-log';
import { verifyPassword } from '../member/password';
import { clientAddress } from '../member/request';
import { clearAfterSuccess, reserveAttempt, slowdownMs, throttleKeys } from '../member/throttle';

const COOKIE_PATH = '/ops';
/** How the audit log names a console login: its path, as it names every call (ADR 045). */
const LOGIN_ACTION = SESSION.login.path;

interface LoginRow {
  operator_id: number;
  login_id: string;
  name: string;
  role: OperatorRole;
  password_hash: string;
  password_salt: string;
  password_iterations: number;
  totp_secret: string;
  totp_last_step: number;
}

const sessionCookie = (c: Context, token: string) =>
  serializeCookie(OPS_SESSION_COOKIE, token, { path: COOKIE_PATH, httpOnly: true, secure: isSecureUrl(c.req.url), sameSite: 'Strict' });

/** The operator whose password and fresh TOTP code these are, whose code is now used; null for any failure. */
async function passedLogin(db: D1Database, loginId: string, password: string, otp: string): Promise<LoginRow | null> {
  const row = await db.prepare("SELECT * FROM operators WHERE login_id = ? AND status = 'ACTIVE'").bind(loginId).first<LoginRow>();
  const stored = row ? { hash: row.password_hash, salt: row.password_salt, iterations: row.password_iterations } : null;
  const passwordOk = await verifyPassword(password, stored);
  const step = row ? totpStep(row.totp_secret, otp) : null;
  if (!row || !passwordOk || step === null) return null;
  // A code is good once: taking its step fails when the step (or a later one) was already used.
  const taken = await db
    .prepare('UPDATE operators SET totp_last_step = ?, last_login_at = ? WHERE operator_id = ? AND totp_last_step < ?')
    .bind(step, Date.now(), row.operator_id, step)
    .run();
  return taken.meta.changes === 0 ? null : row;
}

/**
 * A checked login in the audit log (ADR 037): the ID tried, from which address, and whether it
 * passed; never the password or the code. A failure names no operator: whoever tried is unknown.
 */
function loginEntry(db: D1Database, loginId: string, address: string, row: LoginRow | null) {
  const actor = row
    ? auditActorOf({ kind: 'OPERATOR', operatorId: row.operator_id, loginId: row.login_id, name: row.name, role: row.role })
    : { kind: 'OPERATOR' as const, operatorId: null, keyId: null, label: `로그인 시도: ${loginId}` };
  return auditInsert(db, { actor, action: LOGIN_ACTION, outcome: row ? 'DONE' : 'FAILED', target: `operator:${loginId}`, input: { loginId, address } });
}

const login = defineEndpoint(SESSION.login, async ({ c, input }) => {
  const { password, otp } = input;
  const loginId = input.loginId.toLowerCase();
  const db = c.env.DB;
  const address = clientAddress(c.req.raw.headers);
  // A throttled attempt checks nothing and is not logged: one address could otherwise write rows without end.
  const reservation = await reserveAttempt(db, throttleKeys(`ops:${loginId}`, address));
  if (reservation === null) throw new GatewayError('OPERATOR_LOGIN_THROTTLED');
  const delay = slowdownMs(reservation.accountFailures);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));

  const row = await passedLogin(db, loginId, password, otp);
  await loginEntry(db, loginId, address, row).run();
  if (!row) throw new GatewayError('OPERATOR_LOGIN_FAILED');
  await clearAfterSuccess(db, reservation);
  const token = await createOperatorSession(db, row.operator_id);
  c.header('Set-Cookie', sessionCookie(c, token));
  return { data: { operatorId: row.operator_id, loginId: row.login_id, name: row.name, role: row.role } };
});

const me = defineEndpoint(SESSION.me, async ({ c }) => {
  const operator = await resolveOperatorSession(c.env.DB, getCookie(c, OPS_SESSION_COOKIE));
  if (!operator) throw new GatewayError('OPERATOR_KEY_REQUIRED');
  return { data: operator };
});

const logout = defineEndpoint(SESSION.logout, async ({ c }) => {
  await revokeOperatorSession(c.env.DB, getCookie(c, OPS_SESSION_COOKIE));
  c.header('Set-Cookie', expireCookie(OPS_SESSION_COOKIE, { path: COOKIE_PATH, secure: isSecureUrl(c.req.url) }));
  return { data: { loggedOut: true as const } };
});

/** The session's calls; not audited calls (ops/audit.ts): the login writes its own lines. */
export const CONSOLE_SESSION_OPS: readonly Endpoint[] = [login, me, logout];
