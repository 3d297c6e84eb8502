import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Claim } from '#shared/schemas/claim-calls';
import { createGa4Fake, type Ga4Fake } from '#fakes/ga4-measurement';
import { newClaimMember, okData, PICKUP, postClaim, postOps, seedOrder } from '#edge/gateway/claims/claim-test-support';
import { seedFixtureCatalog } from '#edge/gateway/display/test-catalog';
import { orderClientId } from './ga-client-id';
import { collectAfterAnswer, GA_ENV, postGateway, routeToFake } from './revenue-test-support';

beforeAll(() => seedFixtureCatalog(env.DB));
afterEach(() => {
  vi.restoreAllMocks();
});

/** An operator call with the Measurement Protocol on. */
const postOperator = (path: string, body: unknown) => postOps(path, body, GA_ENV);

let keys = 0;
const newKey = () => `key-ga4-refund-${(keys += 1)}`;

/**
 * The lines of claim-test-support's seeded order (2 toner sets at 17,600원, 1 cream at 30,000원) as
 * GA4 items: named by the lines' product codes (that seed's are the product numbers), not their prdCd.
 */
const item = (productCode: string, name: string, price: number, quantity: number) => ({
  item_id: productCode,
  item_name: name,
  item_brand: 'PRD',
  item_category: '스킨케어',
  item_variant: '기본',
  price,
  quantity,
});
const TONER = (quantity: number) => item('100000001', '녹차 토너 기획세트', 17600, quantity);
const CREAM = (quantity: number) => item('100000002', '녹차 크림', 30000, quantity);

/** A fake GA with the worker's fetches routed to it and the work after each answer collected. */
function ga(): { fake: Ga4Fake; seen: Request[]; settle: () => Promise<void> } {
  const fake = createGa4Fake();
  const seen = routeToFake(fake);
  return { fake, seen, settle: collectAfterAnswer().settle };
}

/** The refund events GA received, each with its client id; every body must be one GA takes. */
function refunds(fake: Ga4Fake) {
  for (const hit of fake.hits) expect(hit.validationMessages).toEqual([]);
  return fake.hits.map((hit) => ({ clientId: hit.body?.client_id, dated: typeof hit.body?.timestamp_micros === 'number', events: hit.body?.events }));
}

const refundEvent = (params: Record<string, unknown>) => [{ name: 'refund', params: { currency: 'KRW', ...params } }];

describe('the worker’s GA4 refund (Measurement Protocol)', () => {
  it('is sent when the shopper cancels: the whole order by its transaction and value, as the client that bought it', async () => {
    const { fake, settle } = ga();
    const { incsNo, token } = await newClaimMember();
    const { ordNo } = await seedOrder(incsNo, 'PAID');
    await env.DB.prepare("UPDATE orders SET ga_client_id = '555.666' WHERE ord_no = ?").bind(ordNo).run();
    const cancelled = await okData<{ refundAmt: number }>(
      postGateway('/or/order/v1/cancelOrder', { ordNo, reasonCd: 'CHANGE_MIND' }, { token, idempotencyKey: newKey() }),
    );
    await settle();
    expect(cancelled.refundAmt).toBe(58200);
    expect(refunds(fake)).toEqual([{ clientId: '555.666', dated: true, events: refundEvent({ transaction_id: ordNo, value: 58200 }) }]);
  });

  it('is sent when a return is completed: the returned units and the cash given back', async () => {
    const { fake, settle } = ga();
    const { incsNo, token } = await newClaimMember();
    const { ordNo, tonerLine } = await seedOrder(incsNo, 'DELIVERED');
    const claim = await okData<Claim>(
      postClaim('requestReturn', { ordNo, lines: [{ ordLineNo: tonerLine, qty: 1 }], pickup: PICKUP, reasonCd: 'DEFECTIVE' }, token, newKey()),
    );
    await okData(postOperator('claims/status', { clmNo: claim.clmNo, status: 'PICKING_UP' }));
    expect(fake.hits).toEqual([]);
    const done = await okData<Claim>(postOperator('claims/status', { clmNo: claim.clmNo, status: 'COMPLETED' }));
    await settle();
    expect(done.refundAmt).toBeGreaterThan(0);
    expect(refunds(fake)).toEqual([
      { clientId: await orderClientId(ordNo), dated: true, events: refundEvent({ transaction_id: ordNo, value: done.refundAmt, items: [TONER(1)] }) },
    ]);
  });

  it('is sent for each operator refund: a partial one with its units, and the last one with the units it settles', async () => {
    const { fake, settle } = ga();
    const { incsNo } = await newClaimMember();
    const { ordNo, creamLine } = await seedOrder(incsNo, 'DELIVERED');
    const partial = await okData<{ refundAmt: number; status: string }>(
      postOperator('orders/cancel', { ordNo, reasonCd: 'ETC', memo: '파손 보상', lines: [{ ordLineNo: creamLine, qty: 1 }] }),
    );
    const rest = await okData<{ refundAmt: number; status: string }>(postOperator('orders/cancel', { ordNo, reasonCd: 'ETC', memo: '전체 반품' }));
    await settle();
    expect([partial.status, rest.status]).toEqual(['DELIVERED', 'RETURNED']);
    expect(partial.refundAmt + rest.refundAmt).toBe(58200);
    const clientId = await orderClientId(ordNo);
    expect(refunds(fake)).toEqual([
      { clientId, dated: true, events: refundEvent({ transaction_id: ordNo, value: partial.refundAmt, items: [CREAM(1)] }) },
      { clientId, dated: true, events: refundEvent({ transaction_id: ordNo, value: rest.refundAmt, items: [TONER(2)] }) },
    ]);
  });

  it('sends nothing for a refund that was refused, and nothing at all while not configured', async () => {
    const { seen, settle } = ga();
    const { incsNo, token } = await newClaimMember();
    const shipping = await seedOrder(incsNo, 'SHIPPING');
    expect((await postOperator('orders/cancel', { ordNo: shipping.ordNo, reasonCd: 'ETC', memo: '배송 중 취소' })).status).toBe(409);
    const paid = await seedOrder(incsNo, 'PAID');
    const off = postGateway('/or/order/v1/cancelOrder', { ordNo: paid.ordNo, reasonCd: 'CHANGE_MIND' }, { token, idempotencyKey: newKey(), bindings: env });
    expect(await okData(off)).toMatchObject({ ordNo: paid.ordNo, status: 'CANCELLED' });
    await settle();
    expect(seen).toEqual([]);
  });
});
