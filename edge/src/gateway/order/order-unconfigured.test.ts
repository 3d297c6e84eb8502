import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreatedOrder } from '#shared/schemas/order-calls';
import { callGateway, expectJson } from '#edge/testing/gateway-call';
import { OPT } from '../cart/cart-test-support';
import { seedFixtureCatalog } from '../display/test-catalog';
import { API_ERRORS } from '../errors';
import { approveInWindow, buyNowOrder, dataOf, newOrderMember, postOrder, setStock, snapshot, stockOf, type TestMember } from './order-test-support';

beforeAll(() => seedFixtureCatalog(env.DB));
beforeEach(() => setStock(OPT.TONER_SET, 12));

// A 5xx names the trace id its log line is under.
const UNAVAILABLE = { code: 'PAYMENT_UNAVAILABLE', message: API_ERRORS.PAYMENT_UNAVAILABLE.message, traceId: expect.any(String) };

/** A production worker as a plain deploy of the committed configuration would run it. */
const PRODUCTION = { ...env, ENVIRONMENT: 'prd' };

function call(verb: string, body: unknown, member: TestMember, bindings: object) {
  return callGateway('POST', `/or/order/v1/${verb}`, {
    token: member.token,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify(body),
    bindings,
  });
}

describe('checkout on a worker that may take no payment', () => {
  it.each([
    ['prd with PAYMENT_PROVIDER=test', { ...PRODUCTION, PAYMENT_PROVIDER: 'test' }],
    ['prd with no provider keys', { ...PRODUCTION, PAYMENT_PROVIDER: '' }],
    ['no CUSTOMER_ENC_KEY', { ...env, CUSTOMER_ENC_KEY: '' }],
  ])('%s: the order sheet and createOrder answer 503 and nothing is held', async (_, bindings) => {
    const member = await newOrderMember();
    const before = await snapshot(member.incsNo);
    const sheet = await call('getOrderSheet', { source: 'BUY_NOW', items: [{ inmOptnPrdNo: OPT.TONER_SET, qty: 1 }] }, member, bindings);
    if (bindings.CUSTOMER_ENC_KEY !== '') await expectJson(sheet, 503, UNAVAILABLE);
    await expectJson(await call('createOrder', buyNowOrder(member, OPT.TONER_SET, 2, 38200), member, bindings), 503, UNAVAILABLE);
    expect(await snapshot(member.incsNo)).toEqual(before);
    expect(await stockOf(OPT.TONER_SET)).toBe(12);
  });

  it('never marks an order paid through the test window once the worker runs as prd', async () => {
    const member = await newOrderMember();
    const order = await dataOf<CreatedOrder>(postOrder('createOrder', buyNowOrder(member, OPT.TONER_SET, 1, 20100), member.token, crypto.randomUUID()));
    const paymentKey = await approveInWindow(order.ordNo, order.payAmt);
    const confirm = { paymentKey, orderId: order.ordNo, amount: order.payAmt };
    await expectJson(await call('confirmPayment', confirm, member, { ...PRODUCTION, PAYMENT_PROVIDER: 'test' }), 503, UNAVAILABLE);
    const row = await env.DB.prepare('SELECT status FROM orders WHERE ord_no = ?').bind(order.ordNo).first<{ status: string }>();
    expect(row?.status).toBe('PAYMENT_PENDING');
  });
});
