import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callGateway, expectJson } from '../testing/gateway-call';
import { tableCounts } from '../testing/seed';
import { defineContract, guestRoute, memberRoute, route } from '#shared/schemas/contract';
import { defineEndpoint } from './endpoint';
import { createGateway, MAX_BODY_BYTES } from './index';

const INTERNAL = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';
const SESS = 'c0ffee00-0000-4000-8000-000000000001';

const AddLineRequest = z.object({ qty: z.number().int().min(1, '수량은 1개 이상이어야 합니다.'), sessId: z.uuid() });
const AddLineResponse = z.object({ data: z.object({ id: z.number() }) });
const Empty = z.object({ data: z.object({}) });
const CountResponse = z.object({ data: z.object({ prdCnt: z.number() }) });

/** A writing endpoint, to show that a refused body writes nothing. */
const addLine = defineEndpoint(
  defineContract(guestRoute<z.input<typeof AddLineRequest>, z.output<typeof AddLineResponse>>('POST', '/or/test/v1/addLine'), {
    summary: 'test',
    request: AddLineRequest,
    response: AddLineResponse,
  }),
  async ({ db, input }) => {
    const sql = 'INSERT INTO cart_lines (sess_id, inm_optn_prd_no, qty, prdprice, added_at) VALUES (?, ?, ?, 0, 0)';
    const result = await db.prepare(sql).bind(input.sessId, 'P1', input.qty).run();
    return { data: { id: result.meta.last_row_id } };
  },
);
const boom = defineEndpoint(
  defineContract(guestRoute<undefined, z.output<typeof Empty>>('GET', '/dp/test/v1/boom'), { summary: 'test', request: undefined, response: Empty }),
  () => {
    throw new Error('secret detail at line 42');
  },
);
const wrongShape = defineEndpoint(
  defineContract(guestRoute<undefined, z.output<typeof CountResponse>>('GET', '/dp/test/v1/wrongShape'), {
    summary: 'test',
    request: undefined,
    response: CountResponse,
  }),
  () => ({ data: { prdCnt: '3' as unknown as number } }),
);
/** A member's endpoint: the frame refuses guests before the handler runs. */
const mine = defineEndpoint(
  defineContract(memberRoute<undefined, z.output<typeof CountResponse>>('POST', '/or/test/v1/mine'), {
    summary: 'test',
    request: undefined,
    response: CountResponse,
  }),
  ({ owner }) => ({ data: { prdCnt: owner.incsNo } }),
);

const app = new Hono().route('/api', createGateway([addLine, boom, wrongShape, mine]));
const call = (method: string, path: string, options: Parameters<typeof callGateway>[2] = {}) => callGateway(method, path, options, app);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('request bodies', () => {
  it('runs the handler for a valid body', async () => {
    const before = await tableCounts(env.DB);
    await expectJson(await call('POST', '/or/test/v1/addLine', { body: JSON.stringify({ qty: 2, sessId: SESS }) }), 200, { data: { id: 1 } });
    expect(await tableCounts(env.DB)).toEqual({ ...before, cart_lines: before.cart_lines + 1 });
  });

  it.each<[string, string, Record<string, string>]>([
    ['a zero quantity', JSON.stringify({ qty: 0, sessId: SESS }), { qty: '수량은 1개 이상이어야 합니다.' }],
    ['wrong types', JSON.stringify({ qty: '2', sessId: 'x' }), { qty: '잘못된 입력: 예상 타입은 number, 받은 타입은 string입니다', sessId: '잘못된 UUID' }],
    [
      'an empty body',
      '',
      { qty: '잘못된 입력: 예상 타입은 number, 받은 타입은 undefined입니다', sessId: '잘못된 입력: 예상 타입은 string, 받은 타입은 undefined입니다' },
    ],
  ])('refuses %s with 400 INVALID_INPUT, in Korean, and writes nothing', async (_name, body, fields) => {
    const before = await tableCounts(env.DB);
    await expectJson(await call('POST', '/or/test/v1/addLine', { body }), 400, { code: 'INVALID_INPUT', message: '입력값을 확인해 주세요.', fields });
    expect(await tableCounts(env.DB)).toEqual(before);
  });

  it.each(['{', '{"qty": 1,}', 'qty=1', 'null}'])('refuses %j with 400 INVALID_JSON and writes nothing', async (body) => {
    const before = await tableCounts(env.DB);
    await expectJson(await call('POST', '/or/test/v1/addLine', { body }), 400, { code: 'INVALID_JSON', message: '요청 본문이 올바른 JSON 형식이 아닙니다.' });
    expect(await tableCounts(env.DB)).toEqual(before);
  });

  it('refuses a body over the limit with 413', async () => {
    const body = JSON.stringify({ qty: 1, sessId: SESS, pad: 'x'.repeat(MAX_BODY_BYTES) });
    await expectJson(await call('POST', '/or/test/v1/addLine', { body }), 413, { code: 'PAYLOAD_TOO_LARGE', message: '요청 본문이 너무 큽니다.' });
  });
});

describe('failures of the gateway itself', () => {
  it('answers 500 with the trace id, logs the stack, and never shows it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await call('GET', '/dp/test/v1/boom', { headers: { 'X-Trace-Id': 'trace-500' } });
    expect(response.headers.get('x-trace-id')).toBe('trace-500');
    expect(await response.clone().text()).not.toMatch(/secret detail|stack|at line/);
    await expectJson(response, 500, { code: 'INTERNAL_ERROR', message: INTERNAL, traceId: 'trace-500' });
    expect(log).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(log.mock.calls[0][0]));
    expect(line).toMatchObject({ level: 'error', traceId: 'trace-500', method: 'GET', path: '/api/dp/test/v1/boom', message: 'secret detail at line 42' });
    expect(line.stack).toContain('secret detail at line 42');
  });

  it('answers 500 when an answer breaks its own schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await call('GET', '/dp/test/v1/wrongShape');
    await expectJson(response, 500, { code: 'INTERNAL_ERROR', message: INTERNAL, traceId: response.headers.get('x-trace-id') });
  });
});

describe('auth levels', () => {
  it('answers a guest 401 on a member endpoint without running it', async () => {
    await expectJson(await call('POST', '/or/test/v1/mine'), 401, { code: 'LOGIN_REQUIRED', message: '로그인이 필요합니다.' });
    await expectJson(await call('POST', '/or/test/v1/mine', { token: 'not-a-live-token' }), 401, { code: 'LOGIN_REQUIRED', message: '로그인이 필요합니다.' });
  });
});

describe('route', () => {
  it.each(['/getCustInfo', '/dp/getCustInfo', '/dp/cust/getCustInfo', 'dp/cust/v1/get', '/dp/cust/v1/', '/DP/cust/v1/get'])('refuses the path %s', (path) => {
    expect(() => route('GET', path, 'guest')).toThrow(TypeError);
  });

  it('holds operator calls to /v{n}/… under /ops', () => {
    expect(() => route('POST', '/v1/orders/status', 'operator')).not.toThrow();
    expect(() => route('POST', '/v1/orders/status', 'member')).toThrow(TypeError);
    expect(() => route('POST', '/or/order/v1/x', 'operator')).toThrow(TypeError);
  });
});
