import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ops } from '../ops';
import { LOCAL_OPERATOR_KEY } from './operator';

const app = new Hono().route('/ops', ops);
const REFUSED = { status: 401, body: { code: 'OPERATOR_KEY_REQUIRED', message: '운영자 키가 필요합니다.' } };
const LISTED = { status: 200, body: { data: expect.any(Array) } };

/** What `/ops/v1/orders/list` on `origin` answers `key` under `bindings`. */
async function listOrders(origin: string, key: string, bindings: Record<string, unknown>) {
  const response = await app.request(
    `${origin}/ops/v1/orders/list`,
    { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Operator-Key': key }, body: '{}' },
    { ...env, ...bindings },
  );
  return { status: response.status, body: await response.json() };
}

describe('the local operator key', () => {
  it('opens the operator API on a local worker asked on a loopback host', async () => {
    for (const origin of ['http://localhost:8787', 'http://127.0.0.1:8799']) {
      expect(await listOrders(origin, LOCAL_OPERATOR_KEY, { ENVIRONMENT: 'local' })).toEqual(LISTED);
    }
  });

  it('is refused by a local worker asked on a real host name', async () => {
    for (const origin of ['https://nokcha.shop', 'https://localhost.nokcha.shop']) {
      expect(await listOrders(origin, LOCAL_OPERATOR_KEY, { ENVIRONMENT: 'local' })).toEqual(REFUSED);
    }
  });

  it('is refused in every other environment, on localhost too', async () => {
    for (const ENVIRONMENT of ['prd', 'qa', 'staging', '']) {
      expect(await listOrders('http://localhost:8787', LOCAL_OPERATOR_KEY, { ENVIRONMENT }), ENVIRONMENT).toEqual(REFUSED);
    }
  });

  it('leaves a deployed worker to the configured OPERATOR_KEY alone', async () => {
    const prd = { ENVIRONMENT: 'prd', OPERATOR_KEY: 'a-long-configured-operator-key' };
    expect(await listOrders('https://nokcha.shop', 'a-long-configured-operator-key', prd)).toEqual(LISTED);
    expect(await listOrders('https://nokcha.shop', LOCAL_OPERATOR_KEY, prd)).toEqual(REFUSED);
    expect(await listOrders('https://nokcha.shop', 'a-long-configured-operator-ke', prd)).toEqual(REFUSED);
    expect(await listOrders('https://nokcha.shop', 'a-long-configured-operator-key', { ENVIRONMENT: 'prd' })).toEqual(REFUSED);
  });
});
