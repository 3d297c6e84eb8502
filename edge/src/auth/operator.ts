/**
 * Who is an operator (ADR 025, 037): a script or person whose `X-Operator-Key` header is the
 * `OPERATOR_KEY` secret, a live named key (operator-keys.ts) or, on a developer's machine, the
 * built-in local key (local-only.ts); or a console operator with a live session. Either may make
 * only the calls of its role; a call outside it is refused and written to the audit log. A console
 * call must also come from the console itself: the session cookie is SameSite=Strict and the call
 * carries the `X-Ops-Console` header, which another site's page cannot send without a CORS
 * preflight the worker never grants (CSRF).
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { mayCall, type OperatorCallRoles, type OperatorRole } from '#shared/ops/operator-roles';
import { GatewayError } from '../gateway/errors';
import { isLocalRequest } from '../local-only';
import { auditActorOf, auditInsert } from '../ops/audit-log';
import { resolveNamedKey } from './operator-keys';
import { OPS_SESSION_COOKIE, resolveOperatorSession, type ConsoleOperator } from './operator-sessions';

/**
 * The operator key of a developer's machine and the tests, published in the docs: it opens the
 * operator API only for a local request (a local environment and a loopback host, local-only.ts),
 * so no deployed worker ever accepts it, whatever its settings.
 */
export const LOCAL_OPERATOR_KEY = 'nokcha-local-operator-key';

/** The `OPERATOR_KEY` secret, or '' when none is set. */
function configuredKey(env: { OPERATOR_KEY?: unknown }): string {
  return typeof env.OPERATOR_KEY === 'string' ? env.OPERATOR_KEY.trim() : '';
}

/** Compares two strings in time that depends only on their lengths. */
function sameKey(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** Who calls with a key: the named key, or the configured one the log names (`OPERATOR_KEY`), with its role. */
export interface KeyActor {
  kind: 'KEY';
  /** The named key's number; null for a key set in the configuration. */
  keyId: number | null;
  keyName: string;
  role: OperatorRole;
}

/** The key `given` (the request's `X-Operator-Key`) is for a request to `url`, or null when it opens nothing. */
export async function keyActor(env: Env, url: string, given: string | undefined): Promise<KeyActor | null> {
  if (given === undefined || given === '') return null;
  const configured = configuredKey(env);
  // The configured keys act as the owner, as the one key always did.
  if (configured !== '' && sameKey(given, configured)) return { kind: 'KEY', keyId: null, keyName: 'OPERATOR_KEY', role: 'OWNER' };
  if (isLocalRequest(env, url) && sameKey(given, LOCAL_OPERATOR_KEY)) return { kind: 'KEY', keyId: null, keyName: 'LOCAL_OPERATOR_KEY', role: 'OWNER' };
  const named = await resolveNamedKey(env.DB, given);
  return named && { kind: 'KEY', keyId: named.keyId, keyName: named.name, role: named.role };
}

/** The header every console call sends (CSRF, see above). */
const CONSOLE_HEADER = 'x-ops-console';

/**
 * Whether a request comes from the console itself: its header, and no other site's page by the
 * browser's own word (`Sec-Fetch-Site`, absent from non-browser clients). Login, session and every
 * console call check the same thing.
 */
export function isConsoleCall(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  return c.req.header(CONSOLE_HEADER) === '1' && (site === undefined || site === 'same-origin');
}

/** Who makes an operator call: a key, or a console operator. */
export type OperatorActor = KeyActor | ({ kind: 'OPERATOR' } & ConsoleOperator);

/**
 * The actor of the operator call `call` (its route, which names its roles): 401 `OPERATOR_KEY_REQUIRED` without a key or a console
 * session, 403 `OPERATOR_FORBIDDEN` when the key's or operator's role may not make the call. A
 * refusal for the role is written to the audit log with the call and who made it; the body is
 * never read for it, since the caller may not make the call.
 */
export async function operatorActor(c: Context, call: OperatorCallRoles & { readonly path: string }): Promise<OperatorActor> {
  const actor = await callerOf(c);
  if (!mayCall(actor.role, call)) {
    await auditInsert(c.env.DB, { actor: auditActorOf(actor), action: call.path, outcome: 'REFUSED', target: null, input: {} }).run();
    throw new GatewayError('OPERATOR_FORBIDDEN');
  }
  return actor;
}

async function callerOf(c: Context): Promise<OperatorActor> {
  const key = await keyActor(c.env, c.req.url, c.req.header('x-operator-key'));
  if (key) return key;
  if (!isConsoleCall(c)) throw new GatewayError('OPERATOR_KEY_REQUIRED');
  const operator = await resolveOperatorSession(c.env.DB, getCookie(c, OPS_SESSION_COOKIE));
  if (!operator) throw new GatewayError('OPERATOR_KEY_REQUIRED');
  return { kind: 'OPERATOR', ...operator };
}
