/**
 * The operator API (`/ops/v1/*`, issue 5 §5): what a shop operator does to orders, claims and
 * bottle collections, so every state of the life cycle can be reached. Every call needs the
 * `X-Operator-Key` header to equal the `OPERATOR_KEY` secret; outside `prd` and `qa` a local key
 * applies when none is set, so `npm run ops` works on a developer's machine.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { readConfig } from '../config';
import { claimOps } from './claim-ops';
import { customerOps } from './customer-ops';
import { orderOps } from './order-ops';

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

export const ops = new Hono<AppEnv>();

ops.use('*', async (c, next) => {
  const expected = operatorKey(c.env);
  const given = c.req.header('x-operator-key') ?? '';
  if (expected === '' || !sameKey(given, expected)) {
    return c.json({ code: 'OPERATOR_KEY_REQUIRED', message: '운영자 키가 필요합니다.' }, 401, { 'Cache-Control': 'no-store' });
  }
  await next();
});
ops.route('/v1', orderOps);
ops.route('/v1', claimOps);
ops.route('/v1', customerOps);
