/**
 * The money of an order, in integer KRW, computed the same way for the sheet and for createOrder:
 * list and sale totals with the cart's shipping rule, what each coupon takes off, and how many
 * points may be used. Pure functions, so the rules are tested without a database.
 */
import type { OrderBaseAmounts, OrderSheetLine } from '#shared/schemas/order-calls';
import { FREE_SHIPPING_FROM_AMT, shippingFeeOf } from '#shared/order/cart-rules';

/**
 * What must be left for the payment method after points: the test provider and Toss both need a
 * positive amount, so an order is never paid by points alone.
 */
export const MIN_PAY_AMT = 100;

/** Points are used in multiples of `POINT_USE_UNIT` won (wrangler.toml); 10 when unset or invalid. */
export function pointUseUnit(env: { POINT_USE_UNIT?: string }): number {
  const unit = Number(env.POINT_USE_UNIT);
  return Number.isInteger(unit) && unit > 0 ? unit : 10;
}

/** Totals of the lines before coupon and points. */
export function baseAmounts(lines: readonly Pick<OrderSheetLine, 'qty' | 'cnsmAmt' | 'saleAmt'>[]): OrderBaseAmounts {
  let listAmt = 0;
  let subtotalAmt = 0;
  for (const line of lines) {
    listAmt += line.cnsmAmt * line.qty;
    subtotalAmt += line.saleAmt * line.qty;
  }
  return { listAmt, prdDcAmt: listAmt - subtotalAmt, subtotalAmt, shippingFee: shippingFeeOf(subtotalAmt), freeShippingFromAmt: FREE_SHIPPING_FROM_AMT };
}

/** A coupon's terms, as customer_coupons stores them. */
export interface CouponTerms {
  dc_amt: number | null;
  dc_rate: number | null;
  min_order_amt: number;
  /** The most a percentage takes off (couponzone coupons); absent or null: no cap. */
  max_dc_amt?: number | null;
}

/**
 * What a coupon takes off the products' sale total it applies to (never shipping): a fixed amount,
 * or a percentage rounded down to 10 won and capped by its maximum; never more than that total;
 * 0 below its minimum order.
 */
export function couponDiscount(coupon: CouponTerms, subtotalAmt: number): number {
  if (subtotalAmt < coupon.min_order_amt || subtotalAmt <= 0) return 0;
  const rated = Math.floor((subtotalAmt * (coupon.dc_rate ?? 0)) / 100 / 10) * 10;
  const raw = coupon.dc_amt ? coupon.dc_amt : Math.min(rated, coupon.max_dc_amt ?? rated);
  return Math.max(0, Math.min(raw, subtotalAmt));
}

/**
 * The most points usable: the balance and what is left after the coupon (keeping `MIN_PAY_AMT`
 * for the payment), both rounded down to the unit.
 */
export function maxUsablePoints(base: OrderBaseAmounts, cpnDcAmt: number, rmnPt: number, unit: number): number {
  const payable = base.subtotalAmt - cpnDcAmt + base.shippingFee - MIN_PAY_AMT;
  const most = Math.max(0, Math.min(rmnPt, payable));
  return Math.floor(most / unit) * unit;
}

/** The amount to pay. */
export function payAmount(base: OrderBaseAmounts, cpnDcAmt: number, usePt: number): number {
  return base.subtotalAmt - cpnDcAmt - usePt + base.shippingFee;
}

/** The name of the order, as the payment window shows it: "상품명 외 2건". */
export function orderName(lines: readonly Pick<OrderSheetLine, 'prdNm'>[]): string {
  const first = lines[0]?.prdNm ?? '';
  const name = lines.length > 1 ? `${first} 외 ${lines.length - 1}건` : first;
  return name.length > 100 ? `${name.slice(0, 99)}…` : name;
}
