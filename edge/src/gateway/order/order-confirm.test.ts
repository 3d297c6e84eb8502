import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CompletedOrder, CreatedOrder } from '#shared/schemas/order-calls';
import { expectJson } from '#edge/testing/gateway-call';
import { OPT } from '../cart/cart-test-support';
import { seedFixtureCatalog } from '../display/test-catalog';
import { API_ERRORS, GatewayError } from '../errors';
import type { PaymentProvider } from '#edge/payments/provider';
import { REFUSALS } from '#edge/payments/refusals';
import { selectPaymentProvider } from '#edge/payments/select-provider';
import { confirmPayment } from './order-confirm';
import {
  approveInWindow,
  buyNowOrder,
  dataOf,
  giveCoupon,
  newOrderMember,
  postOrder,
  setStock,
  snapshot,
  stockOf,
  type TestMember,
} from './order-test-support';

beforeAll(() => seedFixtureCatalog(env.DB));
beforeEach(() => setStock(OPT.TONER_SET, 12));

const refusal = (code: keyof typeof API_ERRORS) => ({ code, message: API_ERRORS[code].message });
let keys = 0;
const newKey = () => `key-confirm-${String((keys += 1)).padStart(4, '0')}`;

/** A member with a coupon who ordered 1 toner with 1,000 points and the coupon: 18,100원 to pay. */
async function pendingOrder(): Promise<{ member: TestMember; coupon: number; order: CreatedOrder }> {
  const member = await newOrderMember(5000);
  const coupon = await giveCoupon(member.incsNo, { dc_amt: 1000, dc_rate: null });
  const order = await dataOf<CreatedOrder>(
    postOrder('createOrder', buyNowOrder(member, OPT.TONER_SET, 1, 18100, { customerCouponId: coupon, usePt: 1000 }), member.token, newKey()),
  );
  return { member, coupon, order };
}

async function paymentStatus(paymentKey: string): Promise<string | undefined> {
  return (await env.DB.prepare('SELECT status FROM test_payments WHERE payment_key = ?').bind(paymentKey).first<{ status: string }>())?.status;
}

/** After an abandon: the order is ABANDONED and stock, points and coupon are back. */
async function expectGivenBack(member: TestMember, coupon: number, ordNo: string): Promise<void> {
  const state = await snapshot(member.incsNo);
  expect(state.orders).toEqual([{ ord_no: ordNo, status: 'ABANDONED' }]);
  expect(state.points).toEqual([{ rmn_pt: 5000 }]);
  expect(state.history).toEqual([
    { delta: -1000, reason: 'ORDER_USE' },
    { delta: 1000, reason: 'ORDER_REFUND' },
  ]);
  expect(state.coupons).toEqual([{ id: coupon, used_at: null, used_ord_no: null }]);
  expect(state.payments).toEqual([]);
  expect(await stockOf(OPT.TONER_SET)).toBe(12);
}

describe('confirmPayment', () => {
  it('confirms a cart order: payment row, PAID, paid cart lines removed, the complete data', async () => {
    const member = await newOrderMember(0);
    const paidLine = await env.DB.prepare('INSERT INTO cart_lines (incs_no, inm_optn_prd_no, qty, prdprice, added_at) VALUES (?, ?, 2, 17600, ?)')
      .bind(member.incsNo, OPT.TONER_SET, Date.now())
      .run();
    const keptLine = await env.DB.prepare('INSERT INTO cart_lines (incs_no, inm_optn_prd_no, qty, prdprice, added_at) VALUES (?, ?, 1, 30000, ?)')
      .bind(member.incsNo, OPT.CREAM, Date.now())
      .run();
    const body = { ...buyNowOrder(member, OPT.TONER_SET, 2, 35200), source: 'CART', items: undefined, cartLineIds: [paidLine.meta.last_row_id] };
    const order = await dataOf<CreatedOrder>(postOrder('createOrder', body, member.token, newKey()));
    const paymentKey = await approveInWindow(order.ordNo, 35200);
    const complete = await dataOf<CompletedOrder>(postOrder('confirmPayment', { paymentKey, orderId: order.ordNo, amount: 35200 }, member.token, newKey()));
    expect(complete).toMatchObject({
      ordNo: order.ordNo,
      status: 'PAID',
      orderName: '녹차숍 제주 녹차 토너',
      payMethod: 'CARD',
      paidAt: expect.any(Number),
      couponName: null,
      amounts: { listAmt: 44000, prdDcAmt: 8800, subtotalAmt: 35200, shippingFee: 0, cpnDcAmt: 0, usePt: 0, payAmt: 35200 },
      address: { rcptNm: '김녹차', zipNo: '06236', roadAddr: '서울특별시 강남구 테헤란로 152', dtlAddr: '12층', dlvMemo: '문 앞에 놓아 주세요' },
    });
    expect(complete.lines).toEqual([
      expect.objectContaining({ inmOptnPrdNo: OPT.TONER_SET, prdCd: 'NKCHA0000011', qty: 2, saleAmt: 17600, catNm: '스킨케어', brandNm: '녹차숍' }),
    ]);
    expect(await env.DB.prepare('SELECT provider, payment_key, amount, status FROM payments WHERE ord_no = ?').bind(order.ordNo).first()).toEqual({
      provider: 'test',
      payment_key: paymentKey,
      amount: 35200,
      status: 'DONE',
    });
    expect((await snapshot(member.incsNo)).cart).toEqual([{ id: keptLine.meta.last_row_id, qty: 1 }]);
    expect(await env.DB.prepare('SELECT fst_order_yn, lst_pay_type FROM customers WHERE incs_no = ?').bind(member.incsNo).first()).toEqual({
      fst_order_yn: 'N',
      lst_pay_type: 'CARD',
    });
    expect(await dataOf(postOrder('getOrderComplete', { ordNo: order.ordNo }, member.token))).toEqual(complete);
  });

  it('gives 100 identical concurrent confirms one payment and one answer', async () => {
    const { member, order } = await pendingOrder();
    const paymentKey = await approveInWindow(order.ordNo, 18100);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => postOrder('confirmPayment', { paymentKey, orderId: order.ordNo, amount: 18100 }, member.token, key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
    expect(new Set(await Promise.all(answers.map((answer) => answer.text()))).size).toBe(1);
    expect((await snapshot(member.incsNo)).payments).toEqual([{ ord_no: order.ordNo }]);
    // A reload of the success page with a new key shows the same paid order and charges nothing.
    const again = await dataOf<CompletedOrder>(postOrder('confirmPayment', { paymentKey, orderId: order.ordNo, amount: 18100 }, member.token, newKey()));
    expect(again).toMatchObject({ ordNo: order.ordNo, status: 'PAID', couponName: '신규가입 10% 할인' });
  });

  it('refuses a tampered amount: not confirmed, the order abandoned with everything back', async () => {
    const { member, coupon, order } = await pendingOrder();
    const paymentKey = await approveInWindow(order.ordNo, 18100);
    await expectJson(
      await postOrder('confirmPayment', { paymentKey, orderId: order.ordNo, amount: 100 }, member.token, newKey()),
      400,
      refusal('PAYMENT_AMOUNT_MISMATCH'),
    );
    expect(await paymentStatus(paymentKey)).toBe('READY');
    await expectGivenBack(member, coupon, order.ordNo);
    await expectJson(
      await postOrder('confirmPayment', { paymentKey, orderId: order.ordNo, amount: 18100 }, member.token, newKey()),
      409,
      refusal('ORDER_NOT_PAYABLE'),
    );
  });

  it('abandons the order when the provider refuses, and answers with a payment error', async () => {
    const { member, coupon, order } = await pendingOrder();
    const answer = await postOrder('confirmPayment', { paymentKey: 'unknown-payment-key', orderId: order.ordNo, amount: 18100 }, member.token, newKey());
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ code: 'PAYMENT_FAILED' });
    await expectGivenBack(member, coupon, order.ordNo);
  });

  it('keeps the order pending when the provider’s answer is unknown, so a retry settles it', async () => {
    const { member, order } = await pendingOrder();
    const paymentKey = await approveInWindow(order.ordNo, 18100);
    const real = selectPaymentProvider(env);
    const timedOut: PaymentProvider = { id: real.id, confirm: async () => REFUSALS.timeout, cancel: real.cancel.bind(real) };
    const input = { paymentKey, orderId: order.ordNo, amount: 18100 };
    const failure = await confirmPayment(env.DB, env, timedOut, member.incsNo, input).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GatewayError);
    expect((failure as GatewayError).code).toBe('PAYMENT_RESULT_UNKNOWN');
    expect((await snapshot(member.incsNo)).orders).toEqual([{ ord_no: order.ordNo, status: 'PAYMENT_PENDING' }]);
    expect(await stockOf(OPT.TONER_SET)).toBe(11);
    const paid = await confirmPayment(env.DB, env, real, member.incsNo, input);
    expect(paid.ordNo).toBe(order.ordNo);
    expect(await paymentStatus(paymentKey)).toBe('DONE');
  });

  it('finds only the caller’s own orders', async () => {
    const { order } = await pendingOrder();
    const stranger = await newOrderMember();
    await expectJson(
      await postOrder('confirmPayment', { paymentKey: 'k', orderId: order.ordNo, amount: 18100 }, stranger.token, newKey()),
      404,
      refusal('ORDER_NOT_FOUND'),
    );
    await expectJson(
      await postOrder('confirmPayment', { paymentKey: 'k', orderId: order.ordNo, amount: 18100 }, undefined, newKey()),
      401,
      refusal('LOGIN_REQUIRED'),
    );
    await expectJson(await postOrder('abandonOrder', { ordNo: order.ordNo }, stranger.token), 404, refusal('ORDER_NOT_FOUND'));
  });
});

describe('abandonOrder', () => {
  it('gives back stock, points and coupon once, however often it is called', async () => {
    const { member, coupon, order } = await pendingOrder();
    expect(await stockOf(OPT.TONER_SET)).toBe(11);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        postOrder('abandonOrder', { ordNo: order.ordNo, code: 'PAY_PROCESS_CANCELED', message: '사용자가 결제를 취소했습니다.' }, member.token),
      ),
    );
    for (const answer of answers) await expectJson(answer, 200, { data: { ordNo: order.ordNo, status: 'ABANDONED' } });
    await expectGivenBack(member, coupon, order.ordNo);
    await expectJson(await postOrder('getOrderComplete', { ordNo: order.ordNo }, member.token), 404, refusal('ORDER_NOT_FOUND'));
  });

  it('refuses to abandon a paid order', async () => {
    const { member, order } = await pendingOrder();
    const paymentKey = await approveInWindow(order.ordNo, 18100);
    await dataOf(postOrder('confirmPayment', { paymentKey, orderId: order.ordNo, amount: 18100 }, member.token, newKey()));
    await expectJson(await postOrder('abandonOrder', { ordNo: order.ordNo }, member.token), 409, refusal('ORDER_ALREADY_PAID'));
    expect((await snapshot(member.incsNo)).orders).toEqual([{ ord_no: order.ordNo, status: 'PAID' }]);
  });

  it('shows no complete data for an unpaid order', async () => {
    const { member, order } = await pendingOrder();
    await expectJson(await postOrder('getOrderComplete', { ordNo: order.ordNo }, member.token), 404, refusal('ORDER_NOT_FOUND'));
  });
});
