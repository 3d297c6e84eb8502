/** Helpers for operator API tests: a call with the operator key, and the `data` of a 200 answer. */
import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { expect } from 'vitest';
import { LOCAL_OPERATOR_KEY, ops } from '../ops';

const app = new Hono().route('/ops', ops);

/**
 * POSTs `body` to `/ops/v1/{path}` with the local operator key, as a local worker on localhost (the
 * only place it opens); `key` sends another key instead, or none when null.
 */
export function callOps(path: string, body: unknown, key: string | null = LOCAL_OPERATOR_KEY): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (key !== null) headers['X-Operator-Key'] = key;
  return Promise.resolve(
    app.request(`http://localhost/ops/v1/${path}`, { method: 'POST', headers, body: JSON.stringify(body) }, { ...env, ENVIRONMENT: 'local' }),
  );
}

/** The answer's `data`, after asserting a 200 (the body is shown when it is not). */
export async function opsData<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The audit log's rows for `target`, oldest first: the call, and the state before and after as written (JSON text). */
export async function auditTrail(target: string): Promise<{ action: string; before: string | null; after: string | null }[]> {
  const { results } = await env.DB.prepare('SELECT action, before_json AS before, after_json AS after FROM audit_log WHERE target = ? ORDER BY audit_id')
    .bind(target)
    .all<{ action: string; before: string | null; after: string | null }>();
  return results;
}
