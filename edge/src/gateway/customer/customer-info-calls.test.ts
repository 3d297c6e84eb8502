import { env } from 'cloudflare:test';
import { readConfig } from '#edge/config';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CustomerInfoSchema } from '#shared/schemas/customer';
import { revokeSession } from '#edge/auth/sessions';
import { callGateway as call, expectJson } from '#edge/testing/gateway-call';
import { loginAs, seedCustomer } from '#edge/testing/seed';
import { decryptCustomer } from './enc-customer';

const EMPTY = { data: {} };
const INFO = '/dp/cust/info/v1/getCustInfo';
const ENC = '/cu/customer/support/v1/getEncCustomer';
const EXPECTED = {
  incsNo: '100000001',
  editorYn: 'N',
  editorNo: null,
  empYn: 'N',
  afcpEmpBnftTgtCmpyCd: null,
  inmSxclCd: 'F',
  inmCustGrdCd: '20',
  inmCustGrdCdNm: '잎새',
  icsgNm: 'GREEN',
  aggr: '30',
  custWebId: 'nokcha01',
  dtbr: '19900615',
  age: 36,
  custEmad: '01062bb877115f4f6fa5609697a195257886077ac780e5877324dab47f3a5496',
  mktPushAgreeYn: 'Y',
  nightPushAgreeYn: 'N',
  fstOrderYn: 'N',
  lstPayType: 'CARD',
  lstPayCard: '신한카드',
  mbrJoinDttm: '20240301093000',
};

let member: number;
let token: string;
let otherToken: string;

beforeAll(async () => {
  member = await seedCustomer(env.DB);
  const other = await seedCustomer(env.DB, { cust_web_id: 'other02', cust_nm: '이홍차', mobile: '01087654321', email: null, dtbr: null });
  token = await loginAs(env.DB, member);
  otherToken = await loginAs(env.DB, other);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('anonymous callers and bad tokens get 200 with empty data', () => {
  const calls: [string, string, string, string | undefined][] = [
    ['getCustInfo', 'GET', INFO, undefined],
    ['getEncCustomer', 'GET', ENC, undefined],
    ['searchIncsNo', 'POST', '/cu/customer/support/v1/searchIncsNo', ''],
    ['getCustCpnCnt', 'POST', '/ca/campaign/v1/coupon/login/getCustCpnCnt', '{"inmChnCd":"1"}'],
    ['getptinq', 'POST', '/cu/customer/support/v1/getptinq', '{"incsNo":"100000001"}'],
  ];
  const authorizations: [string, string | undefined][] = [
    ['no Authorization', undefined],
    ['an unknown token', 'Bearer not-a-real-token'],
    ['a Basic header', 'Basic bm9rY2hhOnB3'],
    ['an empty Bearer', 'Bearer '],
    ['an overlong token', `Bearer ${'x'.repeat(500)}`],
  ];
  for (const [name, method, path, body] of calls) {
    it.each(authorizations)(`${name} with %s`, async (_label, authorization) => {
      await expectJson(await call(method, path, { body, authorization }), 200, EMPTY);
    });
  }

  it('treats a revoked token, an expired login and a withdrawn customer as no login', async () => {
    const revoked = await loginAs(env.DB, member);
    await revokeSession(env.DB, revoked);
    await expectJson(await call('GET', INFO, { token: revoked }), 200, EMPTY);
    const expired = await loginAs(env.DB, member, Date.now() - 15 * 24 * 60 * 60 * 1000);
    await expectJson(await call('GET', INFO, { token: expired }), 200, EMPTY);
    const gone = await seedCustomer(env.DB, { cust_web_id: 'gone03', mobile: '01011112222', status: 'WITHDRAWN' });
    await expectJson(await call('POST', '/cu/customer/support/v1/searchIncsNo', { token: await loginAs(env.DB, gone) }), 200, EMPTY);
  });
});

describe('GET /api/dp/cust/info/v1/getCustInfo', () => {
  it('answers every customer field, the age counted in Korean time', async () => {
    // 2026-06-15 00:30 in Seoul, still the 14th in UTC: the birthday has come in Korea.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-14T15:30:00Z') });
    const response = await call('GET', INFO, { token });
    await expectJson(response.clone(), 200, { data: EXPECTED });
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(Object.keys(data).sort()).toEqual(Object.keys(CustomerInfoSchema.shape).sort());
  });

  it('counts a year less one second before midnight in Seoul', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-14T14:59:59Z') });
    await expectJson(await call('GET', INFO, { token }), 200, { data: { ...EXPECTED, age: 35 } });
  });

  it('answers nulls for a customer without e-mail or birth date', async () => {
    const { data } = (await (await call('GET', INFO, { token: otherToken })).json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({ incsNo: '100000002', custWebId: 'other02', dtbr: null, age: null, custEmad: null });
  });
});

describe('GET /api/cu/customer/support/v1/getEncCustomer', () => {
  it('answers the customer JSON sealed with AES-256-GCM under CUSTOMER_ENC_KEY, a fresh IV each time', async () => {
    const info = (await (await call('GET', INFO, { token })).json()) as { data: unknown };
    const { data } = (await (await call('GET', ENC, { token })).json()) as { data: string };
    const sealed = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
    expect(sealed.length).toBe(12 + new TextEncoder().encode(JSON.stringify(info.data)).length + 16);
    // Decrypted with Web Crypto alone, as an operator's consumer would.
    const keyBytes = Uint8Array.from(atob(readConfig(env).customerEncKey), (char) => char.charCodeAt(0));
    const key = await crypto.subtle.importKey('raw', keyBytes, 'AES-GCM', false, ['decrypt']);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.slice(0, 12) }, key, sealed.slice(12));
    expect(JSON.parse(new TextDecoder().decode(plain))).toEqual(info.data);
    expect(await decryptCustomer(readConfig(env).customerEncKey, data)).toEqual(info.data);
    const again = (await (await call('GET', ENC, { token })).json()) as { data: string };
    expect(again.data).not.toBe(data);
  });

  it.each(['prd', 'local'])('answers 503 SERVICE_NOT_CONFIGURED when the secret is missing (%s): there is no built-in key', async (ENVIRONMENT) => {
    const response = await call('GET', ENC, { token, bindings: { ...env, ENVIRONMENT, CUSTOMER_ENC_KEY: '' } });
    const traceId = response.headers.get('x-trace-id');
    await expectJson(response, 503, { code: 'SERVICE_NOT_CONFIGURED', message: '지금은 이 기능을 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.', traceId });
  });

  it.each([
    ['16 bytes long', btoa('0123456789abcdef')],
    ['not base64', '***'],
  ])('answers 500 with a trace id when the key is %s', async (_name, key) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await call('GET', ENC, { token, bindings: { ...env, ENVIRONMENT: 'prd', CUSTOMER_ENC_KEY: key } });
    const traceId = response.headers.get('x-trace-id');
    await expectJson(response, 500, { code: 'INTERNAL_ERROR', message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.', traceId });
  });
});

describe('POST /api/cu/customer/support/v1/searchIncsNo', () => {
  it('answers the name for an empty body', async () => {
    await expectJson(await call('POST', '/cu/customer/support/v1/searchIncsNo', { token }), 200, { data: { custNm: '김녹차' } });
    await expectJson(await call('POST', '/cu/customer/support/v1/searchIncsNo', { token: otherToken, body: '' }), 200, { data: { custNm: '이홍차' } });
  });
});
