import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { GUEST_CART_COOKIE } from '#shared/cookies';
import { hashToken } from '#edge/auth/sessions';
import { callGateway as call, expectJson } from '#edge/testing/gateway-call';
import { loginAs, seedCartLine, seedCoupon, seedCustomer, tableCounts } from '#edge/testing/seed';

const EMPTY = { data: {} };
const COUPONS = '/ca/campaign/v1/coupon/login/getCustCpnCnt';
const POINTS = '/cu/customer/support/v1/getptinq';
const CART = '/or/order/v1/getOrderCartCount';
const SESS_A = '3f2b8c1e-9d4a-4e6b-8c2d-1a2b3c4d5e6f';
const SESS_B = 'b7e1c2d3-4f5a-4b6c-9d7e-8f9a0b1c2d3e';
/** The cart cookies of two guests' browsers. */
const CART_A = `${GUEST_CART_COOKIE}=${'A'.repeat(43)}`;
const CART_B = `${GUEST_CART_COOKIE}=${'B'.repeat(43)}`;

let token: string;
let otherToken: string;

beforeAll(async () => {
  const member = await seedCustomer(env.DB);
  const other = await seedCustomer(env.DB, { cust_web_id: 'other02', cust_nm: '이홍차', mobile: '01087654321', rmn_pt: 0 });
  token = await loginAs(env.DB, member);
  otherToken = await loginAs(env.DB, other);
  await seedCoupon(env.DB, member);
  await seedCoupon(env.DB, member, { chn_cds: '3' });
  await seedCoupon(env.DB, member, { chn_cds: '2, 3' });
  await seedCoupon(env.DB, member, { used_at: Date.now() - 1000 });
  await seedCoupon(env.DB, member, { expires_at: Date.now() - 1 });
  await seedCoupon(env.DB, other);
  const [keyA, keyB] = [await hashToken('A'.repeat(43)), await hashToken('B'.repeat(43))];
  await seedCartLine(env.DB, { cartKey: keyA });
  await seedCartLine(env.DB, { cartKey: keyA });
  await seedCartLine(env.DB, { cartKey: keyB });
  await seedCartLine(env.DB, { incsNo: member });
  await seedCartLine(env.DB, { incsNo: member });
  // Added while logged in on this browser: the member's line, counted once.
  await seedCartLine(env.DB, { incsNo: member, cartKey: keyA });
  await seedCartLine(env.DB, { incsNo: other, cartKey: keyB });
});

/** Calls `path` with `body` and expects 400 INVALID_INPUT with `fields`, and no table changed. */
async function expectRefused(path: string, body: string, fields: Record<string, string>) {
  const before = await tableCounts(env.DB);
  await expectJson(await call('POST', path, { token, body }), 400, { code: 'INVALID_INPUT', message: '입력값을 확인해 주세요.', fields });
  expect(await tableCounts(env.DB)).toEqual(before);
}

describe('POST /api/ca/campaign/v1/coupon/login/getCustCpnCnt', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['3', 3],
  ])('counts unused, unexpired coupons usable on channel %s', async (inmChnCd, custCpnCnt) => {
    await expectJson(await call('POST', COUPONS, { token, body: JSON.stringify({ inmChnCd }) }), 200, { data: { custCpnCnt } });
  });

  it('counts only the token owner’s coupons', async () => {
    await expectJson(await call('POST', COUPONS, { token: otherToken, body: '{"inmChnCd":"2"}' }), 200, { data: { custCpnCnt: 1 } });
  });

  it.each(['{}', '', '{"inmChnCd":1}', '{"inmChnCd":"4"}'])('refuses %j with 400', async (body) => {
    await expectRefused(COUPONS, body, { inmChnCd: '채널 코드는 1, 2, 3 중 하나여야 합니다.' });
  });

  it('refuses malformed JSON with 400 INVALID_JSON, logged in or not', async () => {
    for (const options of [{ token }, {}]) {
      const response = await call('POST', COUPONS, { ...options, body: '{"inmChnCd":' });
      await expectJson(response, 400, { code: 'INVALID_JSON', message: '요청 본문이 올바른 JSON 형식이 아닙니다.' });
    }
  });
});

describe('POST /api/cu/customer/support/v1/getptinq', () => {
  it('answers the points of the token owner’s own number only', async () => {
    await expectJson(await call('POST', POINTS, { token, body: '{"incsNo":"100000001"}' }), 200, { data: { rmnPt: 12500 } });
    await expectJson(await call('POST', POINTS, { token: otherToken, body: '{"incsNo":"100000002"}' }), 200, { data: { rmnPt: 0 } });
    await expectJson(await call('POST', POINTS, { token, body: '{"incsNo":"100000002"}' }), 200, EMPTY);
  });

  it.each([
    ['{"incsNo":100000001}', '고객번호를 입력해 주세요.'],
    ['{"incsNo":"abc"}', '고객번호는 숫자여야 합니다.'],
    ['{}', '고객번호를 입력해 주세요.'],
  ])('refuses %s with 400', async (body, message) => {
    await expectRefused(POINTS, body, { incsNo: message });
  });
});

describe('POST /api/or/order/v1/getOrderCartCount', () => {
  it.each<[string, string | undefined, string, string | undefined, number]>([
    ['a guest cart', CART_A, SESS_A, undefined, 2],
    ['another guest cart', CART_B, SESS_B, undefined, 1],
    ['a guest cart, whatever session the body names', CART_A, SESS_B, undefined, 2],
    ['no cart for a session id alone, even one that had a cart', undefined, SESS_A, undefined, 0],
    ['no cart for a cookie that is not a cart token', `${GUEST_CART_COOKIE}=abc`, SESS_A, undefined, 0],
    ['a guest without a session', undefined, '', undefined, 0],
    ['a bad token, counted as a guest', CART_A, SESS_A, 'Bearer nope', 2],
    ['a member on a browser with a guest cart', CART_A, SESS_A, 'member', 5],
    ['a member without a guest cart', undefined, '', 'member', 3],
    ['a member naming another session', undefined, SESS_B, 'member', 3],
  ])('counts the lines of %s', async (_name, cookie, sessId, who, prdCnt) => {
    const authorization = who === 'member' ? `Bearer ${token}` : who;
    const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
    await expectJson(await call('POST', CART, { authorization, headers, body: JSON.stringify({ sessId }) }), 200, { data: { prdCnt } });
  });

  it.each([
    ['{}', '세션 ID를 보내 주세요.'],
    ['{"sessId":"abc"}', '세션 ID 형식이 올바르지 않습니다.'],
    ['{"sessId":42}', '세션 ID를 보내 주세요.'],
  ])('refuses %s with 400', async (body, message) => {
    await expectRefused(CART, body, { sessId: message });
  });

  it('refuses an array body without field messages', async () => {
    await expectJson(await call('POST', CART, { body: '[]' }), 400, { code: 'INVALID_INPUT', message: '입력값을 확인해 주세요.' });
  });
});
