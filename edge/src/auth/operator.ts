/**
 * Who is an operator (ADR 025): a script whose `X-Operator-Key` header equals the `OPERATOR_KEY`
 * secret (on a developer's machine the built-in local key too, local-only.ts), or a console
 * operator with a live session whose role may make the call. A console call must also come from
 * the console itself: the session cookie is SameSite=Strict and the call carries the
 * `X-Ops-Console` header, which another site's page cannot send without a CORS preflight the
 * worker never grants (CSRF).
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { mayCall } from '#shared/ops/operator-roles';
import { GatewayError } from '../gateway/errors';
import { isLocalRequest } from '../local-only';
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

/** Whether `given` (the request's `X-Operator-Key`) opens the operator API for a request to `url`. */
export function isOperatorKey(env: { OPERATOR_KEY?: unknown; ENVIRONMENT?: unknown }, url: string, given: string | undefined): boolean {
  if (given === undefined || given === '') return false;
  const configured = configuredKey(env);
  if (configured !== '' && sameKey(given, configured)) return true;
  return isLocalRequest(env, url) && sameKey(given, LOCAL_OPERATOR_KEY);
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

/** Who makes an operator call: a script with the key, or a console operator. */
export type OperatorActor = { kind: 'KEY' } | ({ kind: 'OPERATOR' } & ConsoleOperator);

/**
 * The actor of an operator call to `path`: 401 `OPERATOR_KEY_REQUIRED` without a key or a console
 * session, 403 `OPERATOR_FORBIDDEN` when the operator's role may not make the call.
 */
export async function operatorActor(c: Context, path: string): Promise<OperatorActor> {
  if (isOperatorKey(c.env, c.req.url, c.req.header('x-operator-key'))) return { kind: 'KEY' };
  if (!isConsoleCall(c)) throw new GatewayError('OPERATOR_KEY_REQUIRED');
  const operator = await resolveOperatorSession(c.env.DB, getCookie(c, OPS_SESSION_COOKIE));
  if (!operator) throw new GatewayError('OPERATOR_KEY_REQUIRED');
  if (!mayCall(operator.role, path)) throw new GatewayError('OPERATOR_FORBIDDEN');
  return { kind: 'OPERATOR', ...operator };
}
