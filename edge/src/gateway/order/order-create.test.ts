import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreatedOrder } from '#shared/schemas/order-calls';
import { callGateway, expectJson, expectRefusedUnchanged } from '#edge/testing/gateway-call';
import { OPT } from '../cart/cart-test-support';
import { seedFixtureCatalog } from '../display/test-catalog';
import { API_ERRORS } from '../errors';
import { PENDING_ORDER_TTL_MS } from './order-release';
import { buyNowOrder, dataOf, giveCoupon, newOrderMember, postOrder, setStock, snapshot, stockOf } from './order-test-support';

beforeAll(() => seedFixtureCatalog(env.DB));
beforeEach(() => setStock(OPT.TONER_SET, 12));

const refusal = (code: keyof typeof API_ERRORS) => ({ code, message: API_ERRORS[code].message });

describe('createOrder', () => {
  it('writes a PAYMENT_PENDING order and takes stock, coupon and points in one go', async () => {
    const member = await newOrderMember(5000);
    const coupon = await giveCoupon(member.incsNo, { cpn_nm: '3,000원 할인', dc_amt: 3000, dc_rate: null, min_order_amt: 30000 });
    // 2 × 17,600원 = 35,200원 (free shipping) − 3,000원 − 1,230 points = 30,970원.
    const body = buyNowOrder(member, OPT.TONER_SET, 2, 30970, { customerCouponId: coupon, usePt: 1230, payMethod: 'KAKAOPAY' });
    const created = await dataOf<CreatedOrder>(postOrder('createOrder', body, member.token, 'key-create-0001'));
    expect(created).toEqual({
      ordNo: expect.stringMatching(/^\d{8}-[0-9A-HJKMNP-TV-Z]{8}$/),
      orderName: '녹차숍 제주 녹차 토너',
      payAmt: 30970,
      customerKey: expect.stringMatching(/^C_[0-9a-f]{32}$/),
      customerName: '김녹차',
      payment: { provider: 'test', clientKey: '' },
    });
    const order = await env.DB.prepare('SELECT * FROM orders WHERE ord_no = ?').bind(created.ordNo).first();
    expect(order).toMatchObject({
      status: 'PAYMENT_PENDING',
      source: 'BUY_NOW',
      list_amt: 44000,
      prd_dc_amt: 8800,
      cpn_dc_amt: 3000,
      customer_coupon_id: coupon,
      use_pt: 1230,
      shipping_fee: 0,
      pay_amt: 30970,
      pay_method: 'KAKAOPAY',
      rcpt_nm: '김녹차',
      zip_no: '06236',
      road_addr: '서울특별시 강남구 테헤란로 152',
      dtl_addr: '12층',
      dlv_memo: '문 앞에 놓아 주세요',
    });
    expect(await stockOf(OPT.TONER_SET)).toBe(10);
    expect(await snapshot(member.incsNo)).toMatchObject({
      lines: [{ ord_no: created.ordNo, inm_optn_prd_no: OPT.TONER_SET, qty: 2 }],
      points: [{ rmn_pt: 3770 }],
      history: [{ delta: -1230, reason: 'ORDER_USE' }],
      coupons: [{ id: coupon, used_at: expect.any(Number), used_ord_no: created.ordNo }],
    });
  });

  it('keeps the channel the checkout came from, for the sales report', async () => {
    const member = await newOrderMember(0);
    const agents = {
      '1': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36',
      '2': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      '3': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 NokchaApp/6.4.0',
    };
    for (const [channel, agent] of Object.entries(agents)) {
      const headers = { 'Idempotency-Key': `key-channel-${channel}`, 'User-Agent': agent };
      const body = JSON.stringify(buyNowOrder(member, OPT.TONER_SET, 1, 20100));
      const created = await dataOf<CreatedOrder>(callGateway('POST', '/or/order/v1/createOrder', { token: member.token, headers, body }));
      expect(await env.DB.prepare('SELECT channel_cd FROM orders WHERE ord_no = ?').bind(created.ordNo).first()).toEqual({ channel_cd: channel });
    }
  });

  it('refuses a tampered expectedPayAmt with 409 and writes nothing', async () => {
    const member = await newOrderMember();
    const ask = () => postOrder('createOrder', buyNowOrder(member, OPT.TONER_SET, 1, 100), member.token, 'key-tamper-0001');
    await expectRefusedUnchanged(() => snapshot(member.incsNo), ask, 409, refusal('ORDER_AMOUNT_CHANGED'));
  });

  it.each([
    ['no Idempotency-Key', undefined, 400, 'IDEMPOTENCY_KEY_REQUIRED'],
    ['a malformed Idempotency-Key', 'x', 400, 'IDEMPOTENCY_KEY_REQUIRED'],
  ] as const)('answers %s with 400', async (_, key, status, code) => {
    const member = await newOrderMember();
    const ask = () => postOrder('createOrder', buyNowOrder(member, OPT.TONER_SET, 1, 20100), member.token, key);
    await expectRefusedUnchanged(() => snapshot(member.incsNo), ask, status, refusal(code));
  });

  it('answers 401 to a guest', async () => {
    const member = await newOrderMember();
    await expectJson(await postOrder('createOrder', buyNowOrder(member, OPT.TONER_SET, 1, 20100), undefined, 'key-guest-0001'), 401, refusal('LOGIN_REQUIRED'));
  });

  it.each([
    ['points not in units of 10', { usePt: 15 }, 400, 'POINTS_UNIT'],
    ['more points than owned', { usePt: 6000 }, 409, 'POINTS_NOT_ENOUGH'],
    ['a coupon that is not theirs', { customerCouponId: 999999 }, 409, 'COUPON_NOT_USABLE'],
    ['a missing consent', { consents: { orderInfo: true, paymentAgency: false, privacyThirdParty: true } }, 400, 'CONSENT_REQUIRED'],
    ['another member’s address', { dlvAddrNo: 999999 }, 404, 'DELIVERY_ADDRESS_NOT_FOUND'],
    ['a memo over 50 characters', { dlvMemo: '가'.repeat(51) }, 400, 'INVALID_INPUT'],
  ])('refuses %s and writes nothing', async (_, extra, status, code) => {
    const member = await newOrderMember(5000);
    const ask = () => postOrder('createOrder', buyNowOrder(member, OPT.TONER_SET, 1, 20100, extra), member.token, 'key-refuse-0001');
    await expectRefusedUnchanged(() => snapshot(member.incsNo), ask, status, expect.objectContaining({ code }));
  });

  it('lets points pay at most what is left after the coupon, less the minimum payment', async () => {
    const member = await newOrderMember(50000);
    // 17,600원 + 2,500원 shipping − 100원 left for the payment = 20,000 points at most.
    const over = await postOrder('createOrder', buyNowOrder(member, OPT.TONER_SET, 1, 90, { usePt: 20010 }), member.token, 'key-points-0001');
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({ code: 'POINTS_INVALID' });
    const created = await dataOf<CreatedOrder>(
      postOrder('createOrder', buyNowOrder(member, OPT.TONER_SET, 1, 100, { usePt: 20000 }), member.token, 'key-points-0002'),
    );
    expect(created.payAmt).toBe(100);
  });

  it('gives 100 identical concurrent calls with one key one order and one answer', async () => {
    const member = await newOrderMember(5000);
    const coupon = await giveCoupon(member.incsNo, { dc_amt: 1000, dc_rate: null });
    const body = buyNowOrder(member, OPT.TONER_SET, 1, 18100, { customerCouponId: coupon, usePt: 1000 });
    const answers = await Promise.all(Array.from({ length: 100 }, () => postOrder('createOrder', body, member.token, 'key-hundred-0001')));
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
    expect(new Set(bodies.map((answer) => JSON.stringify(answer))).size).toBe(1);
    const state = await snapshot(member.incsNo);
    expect(state.orders).toHaveLength(1);
    expect(state.points).toEqual([{ rmn_pt: 4000 }]);
    expect(state.history).toHaveLength(1);
    expect(await stockOf(OPT.TONER_SET)).toBe(11);
  });

  it('answers 422 to the same key with another body and writes nothing', async () => {
    const member = await newOrderMember();
    await dataOf(postOrder('createOrder', buyNowOrder(member, OPT.TONER_SET, 1, 20100), member.token, 'key-reuse-0001'));
    const ask = () => postOrder('createOrder', buyNowOrder(member, OPT.TONER_SET, 2, 35200), member.token, 'key-reuse-0001');
    await expectRefusedUnchanged(() => snapshot(member.incsNo), ask, 422, refusal('IDEMPOTENCY_KEY_REUSED'));
  });

  it('replays a refusal to a repeat with the same key', async () => {
    const member = await newOrderMember();
    const body = buyNowOrder(member, OPT.TONER_SET, 1, 1);
    await expectJson(await postOrder('createOrder', body, member.token, 'key-replay-0001'), 409, refusal('ORDER_AMOUNT_CHANGED'));
    await expectJson(await postOrder('createOrder', body, member.token, 'key-replay-0001'), 409, refusal('ORDER_AMOUNT_CHANGED'));
  });

  it('refuses a coupon already used by another order: the whole batch rolls back', async () => {
    const member = await newOrderMember(5000);
    const coupon = await giveCoupon(member.incsNo, { dc_amt: 1000, dc_rate: null });
    await dataOf(postOrder('createOrder', buyNowOrder(member, OPT.TONER_SET, 1, 19100, { customerCouponId: coupon }), member.token, 'key-coupon-0001'));
    const again = () => postOrder('createOrder', buyNowOrder(member, OPT.TONER_SET, 1, 19100, { customerCouponId: coupon }), member.token, 'key-coupon-0002');
    await expectRefusedUnchanged(() => snapshot(member.incsNo), again, 409, expect.objectContaining({ code: 'COUPON_NOT_USABLE' }));
  });

  it('abandons the caller’s unpaid orders older than 10 minutes when they order again', async () => {
    const member = await newOrderMember(5000);
    const old = await dataOf<CreatedOrder>(
      postOrder('createOrder', buyNowOrder(member, OPT.TONER_SET, 1, 19100, { usePt: 1000 }), member.token, 'key-sweep-0001'),
    );
    await env.DB.prepare('UPDATE orders SET ordered_at = ? WHERE ord_no = ?')
      .bind(Date.now() - PENDING_ORDER_TTL_MS - 1000, old.ordNo)
      .run();
    expect(await stockOf(OPT.TONER_SET)).toBe(11);
    await dataOf(postOrder('createOrder', buyNowOrder(member, OPT.TONER_SET, 1, 20100), member.token, 'key-sweep-0002'));
    const state = await snapshot(member.incsNo);
    expect(state.orders).toContainEqual({ ord_no: old.ordNo, status: 'ABANDONED' });
    expect(state.points).toEqual([{ rmn_pt: 5000 }]);
    expect(await stockOf(OPT.TONER_SET)).toBe(11);
  });
});
