import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from '../errors';
import { providerPayment, refundState, seedCouponAndPointsOrder, seedStockedCatalog } from './order-test-support';
import { refundOrder } from './refund';

beforeAll(seedStockedCatalog);

const lineIds = async (ordNo: string) =>
  (await env.DB.prepare('SELECT id FROM order_lines WHERE ord_no = ? ORDER BY id').bind(ordNo).all<{ id: number }>()).results.map((row) => row.id);

/** A delivered order: 2 toners (17,600원) and a cream (30,000원), coupon 3,000원, points 5,000원. */
async function deliveredOrder() {
  const order = await seedCouponAndPointsOrder(5000, {}, { shippingFee: 0, status: 'DELIVERED' });
  const [toner, cream] = await lineIds(order.ordNo);
  return { ...order, toner, cream };
}

/** A return claim as L2 writes it when the shopper asks. */
async function returnClaim(ordNo: string, incsNo: number, lines: { id: number; qty: number }[]): Promise<number> {
  const claim = await env.DB.prepare(
    "INSERT INTO order_claims (ord_no, incs_no, claim_type, status, reason_cd, requested_at) VALUES (?, ?, 'RETURN', 'PICKING_UP', 'DEFECT', ?)",
  )
    .bind(ordNo, incsNo, Date.now())
    .run();
  const clmNo = claim.meta.last_row_id;
  for (const line of lines)
    await env.DB.prepare('INSERT INTO order_claim_lines (claim_id, order_line_id, qty) VALUES (?, ?, ?)').bind(clmNo, line.id, line.qty).run();
  return clmNo;
}

const pointsOf = async (incsNo: number) =>
  (await env.DB.prepare('SELECT rmn_pt FROM customers WHERE incs_no = ?').bind(incsNo).first<{ rmn_pt: number }>())?.rmn_pt;

describe('refundOrder (partial, for returns)', () => {
  it("refunds returned lines' paid share from the payment, then settles points and the coupon with the last line", async () => {
    const { incsNo, ordNo, toner, cream, couponId, paymentKey, payAmt } = await deliveredOrder();
    expect(payAmt).toBe(57200);
    // The toner's coupon share: 3,000원 × 35,200 / 65,200 → 1,619원 (remainder to the first line: 1,620원).
    const first = await refundOrder(env.DB, env, {
      ordNo,
      lines: [{ ordLineNo: toner, qty: 1 }],
      reason: '반품',
      idempotencyKey: 'r1',
      claim: { clmNo: await returnClaim(ordNo, incsNo, [{ id: toner, qty: 1 }]) },
    });
    expect(first).toMatchObject({ refundAmt: 17600 - 810, refundPt: 0, couponRestored: false, status: 'DELIVERED' });
    expect(await providerPayment(paymentKey)).toEqual({ status: 'PARTIAL_CANCELED', cancelled_amt: 16790 });
    expect(await env.DB.prepare('SELECT used_ord_no FROM customer_coupons WHERE id = ?').bind(couponId).first()).toEqual({ used_ord_no: ordNo });
    expect(await env.DB.prepare('SELECT status, refund_amt, refund_pt FROM order_claims WHERE id = ?').bind(first.clmNo).first()).toEqual({
      status: 'COMPLETED',
      refund_amt: 16790,
      refund_pt: 0,
    });

    const last = await refundOrder(env.DB, env, {
      ordNo,
      lines: [
        { ordLineNo: toner, qty: 1 },
        { ordLineNo: cream, qty: 1 },
      ],
      reason: '반품',
      idempotencyKey: 'r2',
      claim: {
        clmNo: await returnClaim(ordNo, incsNo, [
          { id: toner, qty: 1 },
          { id: cream, qty: 1 },
        ]),
      },
    });
    expect(last).toMatchObject({ refundAmt: payAmt - 16790, refundPt: 5000, couponRestored: true, status: 'RETURNED' });
    expect(await providerPayment(paymentKey)).toEqual({ status: 'CANCELED', cancelled_amt: payAmt });
    expect(await pointsOf(incsNo)).toBe(5000);
    expect(await env.DB.prepare('SELECT used_at, used_ord_no FROM customer_coupons WHERE id = ?').bind(couponId).first()).toEqual({
      used_at: null,
      used_ord_no: null,
    });
    expect(await env.DB.prepare('SELECT status FROM orders WHERE ord_no = ?').bind(ordNo).first()).toEqual({ status: 'RETURNED' });
  });

  it('writes its own RETURN claim when none is named', async () => {
    const { ordNo, toner } = await deliveredOrder();
    const result = await refundOrder(env.DB, env, { ordNo, lines: [{ ordLineNo: toner, qty: 2 }], reason: '반품', idempotencyKey: 'r3' });
    const claim = await env.DB.prepare('SELECT claim_type, status, refund_amt FROM order_claims WHERE id = ?').bind(result.clmNo).first();
    expect(claim).toEqual({ claim_type: 'RETURN', status: 'COMPLETED', refund_amt: result.refundAmt });
  });

  it('refuses units beyond what is left, and a SHIPPING order, changing nothing', async () => {
    const { ordNo, toner } = await deliveredOrder();
    await refundOrder(env.DB, env, { ordNo, lines: [{ ordLineNo: toner, qty: 1 }], reason: '반품', idempotencyKey: 'r4' });
    const before = await refundState();
    await expect(refundOrder(env.DB, env, { ordNo, lines: [{ ordLineNo: toner, qty: 2 }], reason: '반품', idempotencyKey: 'r5' })).rejects.toMatchObject({
      code: 'REFUND_LINE_INVALID',
    });
    await env.DB.prepare("UPDATE orders SET status = 'SHIPPING' WHERE ord_no = ?").bind(ordNo).run();
    await expect(refundOrder(env.DB, env, { ordNo, reason: '반품', idempotencyKey: 'r6' })).rejects.toBeInstanceOf(GatewayError);
    await env.DB.prepare("UPDATE orders SET status = 'DELIVERED' WHERE ord_no = ?").bind(ordNo).run();
    expect(await refundState()).toEqual(before);
  });

  it('keeps D1 and the provider in step when two refunds race: every won refunded is a won of a completed claim', async () => {
    const { ordNo, toner, cream, paymentKey } = await deliveredOrder();
    const results = await Promise.allSettled([
      refundOrder(env.DB, env, { ordNo, lines: [{ ordLineNo: toner, qty: 1 }], reason: '반품', idempotencyKey: 'race-a' }),
      refundOrder(env.DB, env, { ordNo, lines: [{ ordLineNo: cream, qty: 1 }], reason: '반품', idempotencyKey: 'race-b' }),
    ]);
    for (const result of results) if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'REFUND_IN_PROGRESS' });
    const claims = await env.DB.prepare("SELECT COALESCE(SUM(refund_amt), 0) AS amt, COUNT(*) AS n FROM order_claims WHERE ord_no = ? AND status = 'COMPLETED'")
      .bind(ordNo)
      .first<{ amt: number; n: number }>();
    const payment = await env.DB.prepare('SELECT cancelled_amt FROM payments WHERE ord_no = ?').bind(ordNo).first<{ cancelled_amt: number }>();
    expect(payment?.cancelled_amt).toBe(claims?.amt);
    expect(claims?.n).toBe(results.filter((result) => result.status === 'fulfilled').length);
    expect((await providerPayment(paymentKey))?.cancelled_amt).toBe(claims?.amt);
    // The lock is gone: a refund afterwards runs.
    expect(await refundOrder(env.DB, env, { ordNo, reason: '반품', idempotencyKey: 'race-c' })).toMatchObject({ status: 'RETURNED' });
  });

  it('refuses while another refund holds the order, and takes over a lock left by a crash', async () => {
    const { ordNo, paymentKey } = await deliveredOrder();
    const lock = (createdAt: number) =>
      env.DB.prepare("INSERT INTO idempotency_keys (owner, scope, idem_key, request_hash, created_at) VALUES ('refund', 'order-lock', ?, 'lock', ?)")
        .bind(ordNo, createdAt)
        .run();
    await lock(Date.now());
    const before = await refundState();
    await expect(refundOrder(env.DB, env, { ordNo, reason: '반품', idempotencyKey: 'held' })).rejects.toMatchObject({ code: 'REFUND_IN_PROGRESS' });
    expect(await refundState()).toEqual(before);
    await env.DB.prepare("UPDATE idempotency_keys SET created_at = ? WHERE owner = 'refund' AND idem_key = ?")
      .bind(Date.now() - 61_000, ordNo)
      .run();
    expect(await refundOrder(env.DB, env, { ordNo, reason: '반품', idempotencyKey: 'stale' })).toMatchObject({ status: 'RETURNED' });
    expect((await providerPayment(paymentKey))?.status).toBe('CANCELED');
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM idempotency_keys WHERE owner = 'refund'").first()).toEqual({ n: 0 });
  });
});
