/**
 * A caller without a login or an operator's right is refused before anything reads their body:
 * every operator route, the console's own session calls and every member-only gateway endpoint
 * answers an empty or broken body without credentials with the plain 401, never with the fields it
 * expects (endpoint.ts).
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { OPS_ROUTES } from '#shared/schemas/ops-routes';
import { OPS_SESSION_ROUTES } from '#shared/schemas/ops-session-routes';
import worker from '../index';
import { API_BASE } from './index';
import { ENDPOINTS } from './endpoints';

const BODIES = ['{}', '{"broken'];
const OPERATOR_REFUSAL = { code: 'OPERATOR_KEY_REQUIRED', message: '운영자 키가 필요합니다.' };
const LOGIN_REFUSAL = { code: 'LOGIN_REQUIRED', message: '로그인이 필요합니다.' };

/** What a call to `url` without credentials answers, for each body (GET sends none). */
async function refusals(method: string, url: string): Promise<{ status: number; body: unknown }[]> {
  const answers = [];
  for (const body of method === 'GET' ? [undefined] : BODIES) {
    const response = await worker.request(url, { method, headers: { 'Content-Type': 'application/json' }, body }, env);
    answers.push({ status: response.status, body: await response.json() });
  }
  return answers;
}

describe('authentication before validation', () => {
  const operatorRoutes = [...Object.values(OPS_SESSION_ROUTES), ...Object.values(OPS_ROUTES)];
  it.each(operatorRoutes.map((route) => [route.path, route.method]))(
    'operator %s (%s) without a key, a session or the console: 401, no fields',
    async (path, method) => {
      for (const answer of await refusals(method, `http://localhost/ops${path}`)) expect(answer).toEqual({ status: 401, body: OPERATOR_REFUSAL });
    },
  );

  const memberOnly = ENDPOINTS.filter(({ contract }) => contract.auth === 'member').map(({ contract }) => [contract.path, contract.method]);
  it.each(memberOnly)('member-only %s (%s) without a login: 401, no fields', async (path, method) => {
    for (const answer of await refusals(method, `http://localhost${API_BASE}${path}`)) expect(answer).toEqual({ status: 401, body: LOGIN_REFUSAL });
  });

  it.each([
    ['POST', '/cm/upload/v1/no-such-use'],
    ['POST', '/cm/upload/v1/review'],
    ['POST', '/cm/upload/v1/no-such-use/parts'],
    ['PUT', '/cm/upload/v1/no-such-use/parts/nope/0'],
    ['POST', '/cm/upload/v1/no-such-use/parts/nope/complete'],
  ])('upload %s %s without a login: 401, whatever the use', async (method, path) => {
    for (const answer of await refusals(method, `http://localhost${API_BASE}${path}`)) expect(answer).toEqual({ status: 401, body: LOGIN_REFUSAL });
  });

  it('covers the registries it walks', () => {
    expect(operatorRoutes.length).toBeGreaterThan(40);
    expect(memberOnly.length).toBeGreaterThan(40);
  });
});
