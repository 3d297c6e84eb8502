/**
 * Who is an operator (issue 13 §1): a script whose `X-Operator-Key` header equals the
 * `OPERATOR_KEY` secret (outside `prd` and `qa` a local key applies when none is set, so
 * `npm run ops` works on a developer's machine), or a console operator with a live session whose
 * role may make the call. A console call must also come from the console itself: the session
 * cookie is SameSite=Strict and the call carries the `X-Ops-Console` header, which another site's
 * page cannot send without a CORS preflight the worker never grants (CSRF).
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { mayCall } from '#shared/ops/operator-roles';
import { readConfig } from '../config';
import { GatewayError } from '../gateway/errors';
import { OPS_SESSION_COOKIE, resolveOperatorSession, type ConsoleOperator } from './operator-sessions';

/** The operator key for local and test runs only; `prd` and `qa` must set the secret. */
export const LOCAL_OPERATOR_KEY = 'nokcha-local-operator-key';

/** The key this worker accepts, or '' when the operator API is off. */
export function operatorKey(env: Partial<Record<keyof Env, unknown>>): string {
  const key = typeof env.OPERATOR_KEY === 'string' ? env.OPERATOR_KEY.trim() : '';
  if (key !== '') return key;
  const { environment } = readConfig(env);
  return environment === 'prd' || environment === 'qa' ? '' : LOCAL_OPERATOR_KEY;
}

/** Compares two strings in time that depends only on their lengths. */
function sameKey(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** Whether `given` (the request's `X-Operator-Key`) is the operator key of this worker. */
export function isOperatorKey(env: Partial<Record<keyof Env, unknown>>, given: string | undefined): boolean {
  const expected = operatorKey(env);
  return expected !== '' && sameKey(given ?? '', expected);
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
  if (isOperatorKey(c.env, c.req.header('x-operator-key'))) return { kind: 'KEY' };
  if (!isConsoleCall(c)) throw new GatewayError('OPERATOR_KEY_REQUIRED');
  const operator = await resolveOperatorSession(c.env.DB, getCookie(c, OPS_SESSION_COOKIE));
  if (!operator) throw new GatewayError('OPERATOR_KEY_REQUIRED');
  if (!mayCall(operator.role, path)) throw new GatewayError('OPERATOR_FORBIDDEN');
  return { kind: 'OPERATOR', ...operator };
}
