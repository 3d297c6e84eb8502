import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponShares, planRefund, type PlanOrder, type RefundPlan } from './refund-plan';

/** Lines A 2 × 10,000원 and B 1 × 20,000원; coupon 4,000원, points 6,000원: 30,000원 charged. */
const ORDER: PlanOrder = {
  cpnDcAmt: 4000,
  usePt: 6000,
  paidAmt: 30000,
  cancelledAmt: 0,
  refundedPt: 0,
  hasCoupon: true,
  lines: [
    { ordLineNo: 1, qty: 2, saleAmt: 10000, refundedQty: 0 },
    { ordLineNo: 2, qty: 1, saleAmt: 20000, refundedQty: 0 },
  ],
};

/** The order after `plan`: what later refunds start from. */
function after(order: PlanOrder, plan: RefundPlan): PlanOrder {
  return {
    ...order,
    cancelledAmt: order.cancelledAmt + plan.refundAmt,
    refundedPt: order.refundedPt + plan.refundPt,
    hasCoupon: order.hasCoupon && !plan.restoreCoupon,
    lines: order.lines.map((line) => ({ ...line, refundedQty: line.refundedQty + (plan.units.find((unit) => unit.ordLineNo === line.ordLineNo)?.qty ?? 0) })),
  };
}

describe('planRefund', () => {
  it('refunds a whole order: all cash, all points, the coupon', () => {
    expect(planRefund(ORDER)).toEqual({
      refundAmt: 30000,
      refundPt: 6000,
      whole: true,
      restoreCoupon: true,
      units: [
        { ordLineNo: 1, qty: 2 },
        { ordLineNo: 2, qty: 1 },
      ],
    });
  });

  it('refunds part of an order from the payment first, keeping points and the coupon for the last refund', () => {
    const first = planRefund(ORDER, [{ ordLineNo: 1, qty: 1 }]) as RefundPlan;
    // One unit of A: 10,000원 less its share of the coupon (A's 2,000원 over two units).
    expect(first).toEqual({ refundAmt: 9000, refundPt: 0, whole: false, restoreCoupon: false, units: [{ ordLineNo: 1, qty: 1 }] });
    const second = planRefund(after(ORDER, first), [{ ordLineNo: 2, qty: 1 }]) as RefundPlan;
    expect(second).toMatchObject({ refundAmt: 18000, refundPt: 0, whole: false, restoreCoupon: false });
    const last = planRefund(after(after(ORDER, first), second), [{ ordLineNo: 1, qty: 1 }]) as RefundPlan;
    expect(last).toMatchObject({ refundAmt: 3000, refundPt: 6000, whole: true, restoreCoupon: true });
  });

  it('gives points back only for what the payment can no longer cover', () => {
    // Mostly paid by points: 5,000원 charged, 25,000원 in points.
    const order: PlanOrder = { ...ORDER, cpnDcAmt: 0, usePt: 25000, paidAmt: 15000, hasCoupon: false };
    expect(planRefund(order, [{ ordLineNo: 2, qty: 1 }])).toMatchObject({ refundAmt: 15000, refundPt: 5000, whole: false });
  });

  it('keeps shipping for the refund that settles the order', () => {
    const order: PlanOrder = { ...ORDER, paidAmt: 32500 };
    expect(planRefund(order, [{ ordLineNo: 2, qty: 1 }])).toMatchObject({ refundAmt: 18000, refundPt: 0 });
    expect(planRefund(order)).toMatchObject({ refundAmt: 32500, refundPt: 6000 });
  });

  it('refuses unknown lines, too many units and non-positive quantities, and an order with nothing left', () => {
    expect(planRefund(ORDER, [{ ordLineNo: 9, qty: 1 }])).toBe('LINE_INVALID');
    expect(planRefund(ORDER, [{ ordLineNo: 1, qty: 3 }])).toBe('LINE_INVALID');
    expect(
      planRefund(ORDER, [
        { ordLineNo: 1, qty: 2 },
        { ordLineNo: 1, qty: 1 },
      ]),
    ).toBe('LINE_INVALID');
    expect(planRefund(ORDER, [{ ordLineNo: 1, qty: 0 }])).toBe('LINE_INVALID');
    expect(planRefund(ORDER, [])).toBe('NOTHING_TO_REFUND');
    expect(planRefund(after(ORDER, planRefund(ORDER) as RefundPlan))).toBe('NOTHING_TO_REFUND');
  });

  it('spreads the coupon over lines by their sale totals, to the won', () => {
    expect(couponShares(4000, ORDER.lines)).toEqual([2000, 2000]);
    expect(
      couponShares(1001, [
        { ordLineNo: 1, qty: 1, saleAmt: 100, refundedQty: 0 },
        { ordLineNo: 2, qty: 1, saleAmt: 200, refundedQty: 0 },
      ]),
    ).toEqual([334, 667]);
    expect(couponShares(0, ORDER.lines)).toEqual([0, 0]);
  });

  it('refunds, unit by unit in any order, exactly what was charged and the points used', () => {
    const line = fc.record({ qty: fc.integer({ min: 1, max: 4 }), saleAmt: fc.integer({ min: 0, max: 50000 }) });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 4 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.nat({ max: 3000 }),
        (lines, couponSeed, pointSeed, orderSeed, shipping) => {
          const subtotal = lines.reduce((sum, item) => sum + item.qty * item.saleAmt, 0);
          const cpnDcAmt = subtotal === 0 ? 0 : couponSeed % (subtotal + 1);
          const usePt = pointSeed % (subtotal - cpnDcAmt + 1);
          let order: PlanOrder = {
            cpnDcAmt,
            usePt,
            paidAmt: subtotal - cpnDcAmt - usePt + shipping,
            cancelledAmt: 0,
            refundedPt: 0,
            hasCoupon: true,
            lines: lines.map((item, index) => ({ ordLineNo: index + 1, qty: item.qty, saleAmt: item.saleAmt, refundedQty: 0 })),
          };
          const units = order.lines.flatMap((item) => Array.from({ length: item.qty }, () => item.ordLineNo));
          let seed = orderSeed;
          let cash = 0;
          let points = 0;
          let coupons = 0;
          while (units.length > 0) {
            const [ordLineNo] = units.splice(seed % units.length, 1);
            seed = Math.floor(seed / 2) + 7;
            const plan = planRefund(order, [{ ordLineNo, qty: 1 }]) as RefundPlan;
            expect(plan.refundAmt).toBeGreaterThanOrEqual(0);
            expect(plan.refundPt).toBeGreaterThanOrEqual(0);
            expect(plan.whole).toBe(units.length === 0);
            cash += plan.refundAmt;
            points += plan.refundPt;
            coupons += plan.restoreCoupon ? 1 : 0;
            order = after(order, plan);
          }
          expect(cash).toBe(order.paidAmt);
          expect(points).toBe(usePt);
          expect(coupons).toBe(1);
        },
      ),
    );
  });
});
