/**
 * Helpers for console tests: operators written straight into the test file's D1, their login with
 * a TOTP code through the whole worker, and calls as the console or with a key.
 */
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { totpCode } from '#shared/ops/totp';
import type { OperatorRole } from '#shared/ops/operator-roles';
import worker from '../index';
import { hashPassword } from '../member/password';
import { LOCAL_OPERATOR_KEY } from '../ops';

export const ORIGIN = 'https://shop.example';
export const PASSWORD = 'correct-horse-42';
export const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

let operators = 0;
/** A new active operator with `role`; answers their login ID (`cs3x`). */
export async function newOperator(role: OperatorRole): Promise<string> {
  operators += 1;
  const loginId = `${role.toLowerCase()}${operators}x`;
  const stored = await hashPassword(PASSWORD);
  await env.DB.prepare(
    `INSERT INTO operators (login_id, name, role, password_hash, password_salt, password_iterations, totp_secret, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(loginId, `운영자${operators}`, role, stored.hash, stored.salt, stored.iterations, SECRET, Date.now())
    .run();
  return loginId;
}

/** How many operators this file has made: a number no login ID has taken yet follows it. */
export const operatorCount = () => operators;

export const consoleHeaders = (cookie?: string) => ({
  'Content-Type': 'application/json',
  'X-Ops-Console': '1',
  'Sec-Fetch-Site': 'same-origin',
  ...(cookie ? { Cookie: cookie } : {}),
});

export const post = (path: string, body: unknown, headers: Record<string, string>, address = '203.0.113.7') =>
  Promise.resolve(
    worker.request(`${ORIGIN}${path}`, { method: 'POST', headers: { 'CF-Connecting-IP': address, ...headers }, body: JSON.stringify(body) }, env),
  );

/**
 * A script's call with `key` on localhost: by default the local key of a local worker, which opens
 * the API only there (`bindings` replace the environment, `{ ENVIRONMENT: 'prd' }` for a deployed one).
 */
export const keyPost = (path: string, body: unknown, key = LOCAL_OPERATOR_KEY, bindings: object = {}) =>
  Promise.resolve(
    worker.request(
      `http://localhost${path}`,
      { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Operator-Key': key }, body: JSON.stringify(body) },
      { ...env, ENVIRONMENT: 'local', ...bindings },
    ),
  );

/** Logs `loginId` in with the code of `at` and answers the session cookie. */
export async function login(loginId: string, at = Date.now()): Promise<string> {
  const response = await post('/ops/v1/session/login', { loginId, password: PASSWORD, otp: totpCode(SECRET, at) }, consoleHeaders());
  expect(response.status, await response.clone().text()).toBe(200);
  const cookie = response.headers.get('Set-Cookie')!;
  expect(cookie).toMatch(/^nokcha_ops_session=[^;]+; Path=\/ops; HttpOnly; Secure; SameSite=Strict$/);
  return cookie.split(';')[0];
}

/** The `data` of a 200 answer. */
export async function dataOf<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}
