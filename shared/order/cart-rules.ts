/**
 * The shop's cart rules in one place: the shipping fee and the amount from which shipping is free,
 * how far one option's quantity may go, and the cart's totals. The worker's cart and checkout read
 * them here, and so does the cart screens' test gateway, so neither has a copy of its own.
 */
import type { CartLine, CartSummary } from '../schemas/cart-calls';

/** Shipping fee of an order whose subtotal is below `FREE_SHIPPING_FROM_AMT`, KRW. */
export const SHIPPING_FEE_AMT = 2_500;
/** The subtotal (sale prices of the selected, not sold-out lines) from which shipping is free, KRW. */
export const FREE_SHIPPING_FROM_AMT = 30_000;

/** What a cap depends on: the option's stock, its product's per-order limit, and sold-out. */
export interface CapFields {
  stock: number;
  max_buy_qty: number;
  /** 1 when the product is marked sold out or the option has no stock. */
  sold_out: number;
}

/** The most of an option one cart line may hold; 0 when it is sold out. */
export function buyableQty(option: CapFields): number {
  return option.sold_out ? 0 : Math.min(option.stock, option.max_buy_qty);
}

/**
 * The most a merged line may keep. A sold-out option is still merged (flagged, out of the totals)
 * rather than lost, so it keeps up to the product's limit instead of 0.
 */
export function mergeCap(option: CapFields): number {
  return option.sold_out ? option.max_buy_qty : Math.min(option.stock, option.max_buy_qty);
}

/** Shipping for a subtotal: nothing to ship costs nothing. */
export function shippingFeeOf(subtotalAmt: number): number {
  return subtotalAmt === 0 || subtotalAmt >= FREE_SHIPPING_FROM_AMT ? 0 : SHIPPING_FEE_AMT;
}

/** The shopper's message when an ask was lowered to `cap`. */
export function cappedMessage(cap: number): string {
  return `구매 가능한 최대 수량은 ${cap}개입니다. 수량을 ${cap}개로 담았습니다.`;
}

/** The totals over the lines marked selected (never a sold-out one). */
export function summarizeCart(lines: readonly CartLine[]): CartSummary {
  let listAmt = 0;
  let subtotalAmt = 0;
  for (const line of lines) {
    if (line.selectedYn !== 'Y') continue;
    listAmt += line.cnsmAmt * line.qty;
    subtotalAmt += line.saleAmt * line.qty;
  }
  const shippingFee = shippingFeeOf(subtotalAmt);
  return {
    listAmt,
    dcAmt: listAmt - subtotalAmt,
    subtotalAmt,
    shippingFee,
    totalAmt: subtotalAmt + shippingFee,
    bestCouponDcAmt: 0,
    bestCouponNm: null,
    freeShippingFromAmt: FREE_SHIPPING_FROM_AMT,
  };
}
