/**
 * What the checkout shows while the shopper chooses: the coupon's discount (as the sheet computed
 * it), how many points may be used, and the amount to pay. The gateway recomputes all of it at
 * createOrder and refuses the order when its amount differs from the one shown here.
 */
import type { OrderSheet } from '#shared/schemas/order-calls';

export interface CheckoutAmounts {
  listAmt: number;
  prdDcAmt: number;
  cpnDcAmt: number;
  usePt: number;
  shippingFee: number;
  payAmt: number;
  /** The most points this order may use with the chosen coupon. */
  maxUsePt: number;
}

/** The discount of the chosen coupon on this sheet; 0 for none or an unknown one. */
export function couponDiscountOf(sheet: OrderSheet, couponId: number | null): number {
  return sheet.coupons.find((coupon) => coupon.customerCouponId === couponId)?.discountAmt ?? 0;
}

/** The gateway's limit: the balance and what is left after the coupon, keeping the minimum payment, in units. */
export function maxUsablePoints(sheet: OrderSheet, cpnDcAmt: number): number {
  const { subtotalAmt, shippingFee } = sheet.amounts;
  const { rmnPt, useUnit, minPayAmt } = sheet.points;
  const most = Math.max(0, Math.min(rmnPt, subtotalAmt - cpnDcAmt + shippingFee - minPayAmt));
  return Math.floor(most / useUnit) * useUnit;
}

/** What the shopper typed, as points the order may use: digits only, down to the unit, within the limit. */
export function normalizePoints(input: string | number, sheet: OrderSheet, cpnDcAmt: number): number {
  const digits = Number(String(input).replace(/[^\d]/g, '') || 0);
  const unit = sheet.points.useUnit;
  return Math.min(Math.floor(digits / unit) * unit, maxUsablePoints(sheet, cpnDcAmt));
}

export function checkoutAmounts(sheet: OrderSheet, couponId: number | null, usePt: number): CheckoutAmounts {
  const cpnDcAmt = couponDiscountOf(sheet, couponId);
  const maxUsePt = maxUsablePoints(sheet, cpnDcAmt);
  const points = Math.min(usePt, maxUsePt);
  const { listAmt, prdDcAmt, subtotalAmt, shippingFee } = sheet.amounts;
  return { listAmt, prdDcAmt, cpnDcAmt, usePt: points, shippingFee, payAmt: subtotalAmt - cpnDcAmt - points + shippingFee, maxUsePt };
}
