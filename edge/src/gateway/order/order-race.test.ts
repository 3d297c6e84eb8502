import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPT } from '../cart/cart-test-support';
import { seedFixtureCatalog } from '../display/test-catalog';
import { buyNowOrder, giveCoupon, newOrderMember, postOrder, setStock, snapshot, stockOf } from './order-test-support';

beforeAll(() => seedFixtureCatalog(env.DB));

async function statuses(answers: Response[]): Promise<{ status: number; code?: string }[]> {
  return Promise.all(answers.map(async (answer) => ({ status: answer.status, code: ((await answer.json()) as { code?: string }).code })));
}

describe('createOrder races', () => {
  it('gives 50 members racing for 10 units exactly 10 orders and never negative stock', async () => {
    await setStock(OPT.TONER_SET, 10);
    const members = await Promise.all(Array.from({ length: 50 }, () => newOrderMember(0)));
    const answers = await Promise.all(
      members.map((member, index) =>
        postOrder('createOrder', buyNowOrder(member, OPT.TONER_SET, 1, 20100), member.token, `key-race-${String(index).padStart(4, '0')}`),
      ),
    );
    const results = await statuses(answers);
    expect(results.filter((result) => result.status === 200)).toHaveLength(10);
    expect(results.filter((result) => result.status !== 200)).toEqual(Array(40).fill({ status: 409, code: 'OUT_OF_STOCK' }));
    expect(await stockOf(OPT.TONER_SET)).toBe(0);
    const orders = await env.DB.prepare(
      "SELECT COUNT(*) AS n, SUM(l.qty) AS qty FROM orders o JOIN order_lines l ON l.ord_no = o.ord_no WHERE l.inm_optn_prd_no = ? AND o.status = 'PAYMENT_PENDING'",
    )
      .bind(OPT.TONER_SET)
      .first();
    expect(orders).toEqual({ n: 10, qty: 10 });
  });

  it('lets one coupon pay for one order only when two orders race for it', async () => {
    await setStock(OPT.TONER_SET, 12);
    const member = await newOrderMember(0);
    const coupon = await giveCoupon(member.incsNo, { dc_amt: 1000, dc_rate: null });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        postOrder('createOrder', buyNowOrder(member, OPT.TONER_SET, 1, 19100, { customerCouponId: coupon }), member.token, `key-cpnrace-${index}000`),
      ),
    );
    const results = await statuses(answers);
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status !== 200)).toEqual(Array(7).fill({ status: 409, code: 'COUPON_NOT_USABLE' }));
    const state = await snapshot(member.incsNo);
    expect(state.orders).toHaveLength(1);
    expect(await stockOf(OPT.TONER_SET)).toBe(11);
  });

  it('never spends more points than the member has when orders race', async () => {
    await setStock(OPT.TONER_SET, 12);
    const member = await newOrderMember(3000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        postOrder('createOrder', buyNowOrder(member, OPT.TONER_SET, 1, 18100, { usePt: 2000 }), member.token, `key-ptrace-${index}000`),
      ),
    );
    const results = await statuses(answers);
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status !== 200)).toEqual(Array(5).fill({ status: 409, code: 'POINTS_NOT_ENOUGH' }));
    expect((await snapshot(member.incsNo)).points).toEqual([{ rmn_pt: 1000 }]);
  });

  it('aborts a statement that uses a used coupon (0010 trigger)', async () => {
    const member = await newOrderMember(0);
    const coupon = await giveCoupon(member.incsNo, { used_at: Date.now(), used_ord_no: 'X' });
    await expect(env.DB.prepare('UPDATE customer_coupons SET used_at = ?, used_ord_no = ? WHERE id = ?').bind(Date.now(), 'Y', coupon).run()).rejects.toThrow(
      /COUPON_ALREADY_USED/,
    );
    await env.DB.prepare('UPDATE customer_coupons SET used_at = NULL, used_ord_no = NULL WHERE id = ?').bind(coupon).run();
  });
});
