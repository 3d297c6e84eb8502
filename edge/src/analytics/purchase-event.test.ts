import { env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompletedOrder, CreatedOrder } from '#shared/schemas/order-calls';
import { createGa4Fake } from '#fakes/ga4-measurement';
import { OPT } from '#edge/gateway/cart/cart-test-support';
import { seedFixtureCatalog } from '#edge/gateway/display/test-catalog';
import { approveInWindow, buyNowOrder, dataOf, newOrderMember, postOrder, setStock } from '#edge/gateway/order/order-test-support';
import { orderClientId } from './ga-client-id';
import { collectAfterAnswer, GA_ENV, postGateway, routeToFake } from './revenue-test-support';

beforeAll(() => seedFixtureCatalog(env.DB));
beforeEach(() => setStock(OPT.TONER_SET, 12));
afterEach(() => {
  vi.restoreAllMocks();
});

let keys = 0;
const newKey = () => `key-ga4-purchase-${(keys += 1)}`;
const GA_COOKIES = '_ga=GA1.1.1234567890.1763800000; _ga_NOKCHA1=GS1.1.1763800000.1.1.1763800100.0.0.0';
const CONFIRM = '/or/order/v1/confirmPayment';

/** A member's order of 2 toner sets (35,200원), approved in the payment window and not confirmed yet. */
async function approvedOrder() {
  const member = await newOrderMember(0);
  const order = await dataOf<CreatedOrder>(postOrder('createOrder', buyNowOrder(member, OPT.TONER_SET, 2, 35200), member.token, newKey()));
  const paymentKey = await approveInWindow(order.ordNo, 35200);
  return { token: member.token, ordNo: order.ordNo, confirm: { paymentKey, orderId: order.ordNo, amount: 35200 } };
}

/** The purchase GA4 should get for `approvedOrder`'s order, paid at `paidAt`, as `clientId` in `sessionId` (none: no session named). */
const purchaseHit = (ordNo: string, paidAt: number, clientId: string, sessionId?: string) => ({
  measurementId: 'G-NOKCHA1',
  apiSecret: 'mp-secret',
  validationMessages: [],
  body: {
    client_id: clientId,
    timestamp_micros: paidAt * 1000,
    events: [
      {
        name: 'purchase',
        params: {
          ...(sessionId ? { session_id: sessionId } : {}),
          transaction_id: ordNo,
          value: 35200,
          currency: 'KRW',
          shipping: 0,
          coupon: '',
          items: [
            {
              item_id: 'NK0000001',
              item_name: '녹차숍 제주 녹차 토너',
              item_brand: 'NKCHA',
              item_category: '스킨케어',
              item_variant: '기획세트 150ml + 미니 증정',
              price: 17600,
              quantity: 2,
            },
          ],
        },
      },
    ],
  },
});

describe('the worker’s GA4 purchase (Measurement Protocol)', () => {
  it('is sent once per confirmed order, as the shopper’s GA client; a replay or a reload of the result sends nothing', async () => {
    const fake = createGa4Fake();
    routeToFake(fake);
    const background = collectAfterAnswer();
    const { token, ordNo, confirm } = await approvedOrder();
    const key = newKey();
    const paid = await dataOf<CompletedOrder>(postGateway(CONFIRM, confirm, { token, idempotencyKey: key, cookie: GA_COOKIES }));
    expect(await dataOf(postGateway(CONFIRM, confirm, { token, idempotencyKey: key, cookie: GA_COOKIES }))).toEqual(paid);
    expect(await dataOf(postGateway(CONFIRM, confirm, { token, idempotencyKey: newKey(), cookie: GA_COOKIES }))).toEqual(paid);
    await background.settle();
    expect(background.handed()).toBe(1);
    expect(fake.hits).toEqual([purchaseHit(ordNo, paid.paidAt!, '1234567890.1763800000', '1763800000')]);
  });

  it('names the session of the newer GS2 stream cookie, and no session when the stream cookie is missing', async () => {
    const fake = createGa4Fake();
    routeToFake(fake);
    const background = collectAfterAnswer();
    const gs2 = await approvedOrder();
    const cookie = '_ga=GA1.1.1234567890.1763800000; _ga_NOKCHA1=GS2.1.s1763900000$o4$g1$t1763900100$j0$l0$h0';
    const paidGs2 = await dataOf<CompletedOrder>(postGateway(CONFIRM, gs2.confirm, { token: gs2.token, idempotencyKey: newKey(), cookie }));
    const bare = await approvedOrder();
    const paidBare = await dataOf<CompletedOrder>(
      postGateway(CONFIRM, bare.confirm, { token: bare.token, idempotencyKey: newKey(), cookie: '_ga=GA1.1.1234567890.1763800000' }),
    );
    await background.settle();
    expect(fake.hits).toEqual([
      purchaseHit(gs2.ordNo, paidGs2.paidAt!, '1234567890.1763800000', '1763900000'),
      purchaseHit(bare.ordNo, paidBare.paidAt!, '1234567890.1763800000'),
    ]);
  });

  it('goes out under an id drawn from the order number when the shopper’s browser has no GA cookie', async () => {
    const fake = createGa4Fake();
    routeToFake(fake);
    const background = collectAfterAnswer();
    const { token, ordNo, confirm } = await approvedOrder();
    const paid = await dataOf<CompletedOrder>(postGateway(CONFIRM, confirm, { token, idempotencyKey: newKey(), cookie: '_ga=not-a-ga-cookie' }));
    await background.settle();
    expect(fake.hits).toEqual([purchaseHit(ordNo, paid.paidAt!, await orderClientId(ordNo))]);
  });

  it('sends nothing and keeps no client id while it is not configured', async () => {
    const fake = createGa4Fake();
    const seen = routeToFake(fake);
    const background = collectAfterAnswer();
    for (const bindings of [env, { ...GA_ENV, GA4_API_SECRET: '' }, { ...GA_ENV, GA4_MEASUREMENT_ID: '' }]) {
      const { token, ordNo, confirm } = await approvedOrder();
      expect(await dataOf<CompletedOrder>(postGateway(CONFIRM, confirm, { token, idempotencyKey: newKey(), cookie: GA_COOKIES, bindings }))).toMatchObject({
        ordNo,
        status: 'PAID',
      });
      expect(await env.DB.prepare('SELECT ga_client_id, ga_session_id FROM orders WHERE ord_no = ?').bind(ordNo).first()).toEqual({
        ga_client_id: null,
        ga_session_id: null,
      });
    }
    expect(background.handed()).toBe(0);
    expect(seen).toEqual([]);
  });

  it('does not fail the payment when GA is down: the order is paid and the failure is logged', async () => {
    const fake = createGa4Fake();
    fake.setStatus(503);
    const seen = routeToFake(fake);
    const background = collectAfterAnswer();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { token, ordNo, confirm } = await approvedOrder();
    expect(await dataOf(postGateway(CONFIRM, confirm, { token, idempotencyKey: newKey(), cookie: GA_COOKIES }))).toMatchObject({ ordNo, status: 'PAID' });
    await background.settle();
    expect(seen).toHaveLength(1);
    expect(fake.hits).toEqual([]);
    const lines = logged.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>);
    expect(lines).toEqual([expect.objectContaining({ event: 'ga4_mp_failed', name: 'purchase', ordNo, message: 'GA4 Measurement Protocol answered 503' })]);
    expect(JSON.stringify(lines)).not.toContain('mp-secret');
  });

  it('is sent after the answer: the shopper has the paid order while GA has not answered yet', async () => {
    const fake = createGa4Fake();
    let answerGa = () => {};
    routeToFake(fake, new Promise<void>((resolve) => (answerGa = resolve)));
    const { token, ordNo, confirm } = await approvedOrder();
    const paid = await dataOf<CompletedOrder>(postGateway(CONFIRM, confirm, { token, idempotencyKey: newKey(), cookie: GA_COOKIES }));
    expect(paid.status).toBe('PAID');
    expect(fake.hits).toEqual([]);
    answerGa();
    await vi.waitFor(() => expect(fake.hits).toEqual([purchaseHit(ordNo, paid.paidAt!, '1234567890.1763800000', '1763800000')]));
  });
});
