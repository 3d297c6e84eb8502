/**
 * The checkout's GA4 steps in KRW (docs/analytics.md): `begin_checkout` once the order sheet is
 * shown, `add_shipping_info` when the shopper chooses an address or pays with the one shown, and
 * `add_payment_info` when they choose a payment method or pay with the one shown. Each step is
 * sent again only for a different address or method. Items are the sheet's lines as the worker's
 * `purchase` draws them (`ga4Item`), `value` their sale total, `coupon` the coupon chosen.
 */
import { ga4Item } from '#shared/analytics/ga4-ecommerce';
import { CURRENCY, itemsValue } from '#shared/analytics/ga4-product-item';
import type { OrderSheet } from '#shared/schemas/order-calls';
import { trackEcommerce } from '#lib/tracking';

/** What of the checkout's state the events read. */
export interface CheckoutChoices {
  sheet: OrderSheet | null;
  couponId: number | null;
  address: { dlvAddrNo: number } | null;
  payMethod: string;
}

/** `free` when this sheet ships free, else `standard` (the shop has one delivery service). */
export function shippingTier(sheet: Pick<OrderSheet, 'amounts'>): 'free' | 'standard' {
  return sheet.amounts.shippingFee === 0 ? 'free' : 'standard';
}

/** The ecommerce object every checkout step shares. */
export function checkoutEcommerce(sheet: OrderSheet, couponId: number | null) {
  const items = sheet.lines.map((line) => ga4Item(line, line.qty));
  const coupon = sheet.coupons.find((candidate) => candidate.customerCouponId === couponId)?.cpnNm ?? '';
  return { currency: CURRENCY, value: itemsValue(items), coupon, items };
}

let begun = false;
let shippedTo: number | null = null;
let paidBy: string | null = null;

/** `begin_checkout`, once per visit to the sheet. */
export function trackBeginCheckout({ sheet, couponId }: CheckoutChoices): void {
  if (!sheet || begun) return;
  begun = true;
  trackEcommerce('begin_checkout', checkoutEcommerce(sheet, couponId));
}

/** `add_shipping_info` for the address now chosen, unless it was sent for that address already. */
export function trackShippingInfo({ sheet, couponId, address }: CheckoutChoices): void {
  if (!sheet || !address || address.dlvAddrNo === shippedTo) return;
  shippedTo = address.dlvAddrNo;
  trackEcommerce('add_shipping_info', { ...checkoutEcommerce(sheet, couponId), shipping_tier: shippingTier(sheet) });
}

/** `add_payment_info` for the method now chosen (`CARD`, `KAKAOPAY`…), unless it was sent for that method already. */
export function trackPaymentInfo({ sheet, couponId, payMethod }: CheckoutChoices): void {
  if (!sheet || payMethod === paidBy) return;
  paidBy = payMethod;
  trackEcommerce('add_payment_info', { ...checkoutEcommerce(sheet, couponId), payment_type: payMethod });
}

/** Forgets what was sent, for tests. */
export function resetCheckoutTracking(): void {
  begun = false;
  shippedTo = null;
  paidBy = null;
}
