import { describe, expect, it } from 'vitest';
import type { OrderSheet } from '#shared/schemas/order-calls';
import { checkoutAmounts, maxUsablePoints, normalizePoints } from './checkout-amounts';

const sheet = {
  amounts: { listAmt: 44000, prdDcAmt: 8800, subtotalAmt: 35200, shippingFee: 0, freeShippingFromAmt: 30000 },
  coupons: [
    { customerCouponId: 7, discountAmt: 5280 },
    { customerCouponId: 8, discountAmt: 3000 },
  ],
  bestCouponId: 7,
  points: { rmnPt: 50005, useUnit: 10, minPayAmt: 100 },
} as unknown as OrderSheet;

describe('checkout amounts', () => {
  it('adds up the coupon, points and shipping as the gateway does', () => {
    expect(checkoutAmounts(sheet, 7, 1230)).toEqual({
      listAmt: 44000,
      prdDcAmt: 8800,
      cpnDcAmt: 5280,
      usePt: 1230,
      shippingFee: 0,
      payAmt: 28690,
      maxUsePt: 29820,
    });
    expect(checkoutAmounts(sheet, null, 0).payAmt).toBe(35200);
  });

  it('limits points to what is left after the coupon, keeping the minimum payment', () => {
    expect(maxUsablePoints(sheet, 5280)).toBe(29820);
    expect(checkoutAmounts(sheet, 7, 40000).usePt).toBe(29820);
  });

  it('reads typed points in units, digits only', () => {
    expect(normalizePoints('1,237', sheet, 0)).toBe(1230);
    expect(normalizePoints('abc', sheet, 0)).toBe(0);
    expect(normalizePoints(99999, sheet, 0)).toBe(35100);
  });
});
