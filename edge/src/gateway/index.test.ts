import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callGateway as call, expectJson } from '../testing/gateway-call';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('unknown paths and methods', () => {
  it.each(['/nope', '/dp/cust/info/v1/getCustInfo/', '/dp/cust/info/v2/getCustInfo', '', '/'])('answers %j with a JSON 404', async (path) => {
    await expectJson(await call('GET', path), 404, { code: 'NOT_FOUND', message: '요청하신 API를 찾을 수 없습니다.' });
  });

  it.each<[string, string, string]>([
    ['DELETE', '/dp/cust/info/v1/getCustInfo', 'GET, HEAD'],
    ['POST', '/dp/cust/info/v1/getCustInfo', 'GET, HEAD'],
    ['GET', '/or/order/v1/getOrderCartCount', 'POST'],
    ['PUT', '/cu/customer/support/v1/searchIncsNo', 'POST'],
    ['POST', '/openapi.json', 'GET, HEAD'],
  ])('answers %s %s with 405 and Allow', async (method, path, allow) => {
    const response = await call(method, path, { body: method === 'GET' ? undefined : '{}' });
    expect(response.headers.get('allow')).toBe(allow);
    await expectJson(response, 405, { code: 'METHOD_NOT_ALLOWED', message: '이 주소에서 허용되지 않는 요청 방식입니다.' });
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await call('HEAD', '/dp/cust/info/v1/getCustInfo');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});

describe('trace id', () => {
  it('echoes the caller’s X-Trace-Id', async () => {
    const id = '0b9c1d2e-3f4a-4b5c-8d6e-7f8091a2b3c4';
    const response = await call('GET', '/nope', { headers: { 'X-Trace-Id': id } });
    expect(response.headers.get('x-trace-id')).toBe(id);
  });

  it.each([
    ['missing', undefined],
    ['too long', 'a'.repeat(129)],
    ['with spaces', 'a b'],
    ['with markup', '"><script>'],
  ])('makes a new UUID when the header is %s', async (_name, header) => {
    const response = await call('GET', '/dp/cust/info/v1/getCustInfo', { headers: header === undefined ? {} : { 'X-Trace-Id': header } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-trace-id')).toMatch(UUID);
  });
});

describe('a failing D1', () => {
  it('answers 500 with the trace id and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const DB = {
      prepare: () => {
        throw new Error('D1_ERROR: no such table');
      },
    };
    const headers = { 'X-Trace-Id': 'trace-d1' };
    const response = await call('GET', '/dp/cust/info/v1/getCustInfo', { token: 'some-token', headers, bindings: { ...env, DB } });
    await expectJson(response, 500, { code: 'INTERNAL_ERROR', message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.', traceId: 'trace-d1' });
    expect(JSON.parse(String(log.mock.calls[0][0]))).toMatchObject({ traceId: 'trace-d1', message: 'D1_ERROR: no such table' });
  });
});
