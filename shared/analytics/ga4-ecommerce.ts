/**
 * The GA4 ecommerce parameters of chosen options, in KRW: one mapping for the browser's cart,
 * checkout, `purchase` and `refund` (the data layer) and the worker's `purchase` and `refund`
 * (Measurement Protocol), so both send the same transaction_id and the same items and GA4 can
 * de-duplicate and reconcile them.
 *
 * An item is identified by its product, as in lists and on the product page (ga4-product-item.ts):
 * GA4 joins item reports on `item_id`, so views, carts and purchases of one product meet only when
 * they all name the product code. The option chosen is the item's `item_variant`.
 * Types only from the schemas: this ships to the browser without zod.
 */
import type { CompletedOrder } from '#shared/schemas/order-calls';

/** The fields of an ordered line a GA4 item is drawn from (a completed order's line has them all). */
export type Ga4ItemSource = Pick<CompletedOrder['lines'][number], 'productCode' | 'prdCd' | 'prdNm' | 'catNm' | 'prdOptnNm' | 'saleAmt'>;

/** One GA4 ecommerce item: a chosen option of a product. */
export interface Ga4Item {
  /** The product code (`/dp/product/{productCode}`), the `item_id` of the product's list and page items too. */
  item_id: string;
  item_name: string;
  /**
   * The brand code: the first 5 characters of prdCd, which the catalog keeps equal to the
   * product's brandCd (migration 0003's trigger; a listed product's brand cannot change), the
   * `item_brand` of its list and page items.
   */
  item_brand: string;
  item_category: string;
  /** The option's name (`prdOptnNm`). */
  item_variant: string;
  /** The unit sale price in won. */
  price: number;
  quantity: number;
}

/** The parameters of a `purchase` event (a type, not an interface, so it passes as a plain record of parameters). */
export type Ga4PurchaseParams = {
  transaction_id: string;
  value: number;
  currency: 'KRW';
  shipping: number;
  coupon: string;
  items: Ga4Item[];
};

/** The parameters of a `refund` event: a whole refund names no items, a partial one its units. */
export type Ga4RefundParams = {
  transaction_id: string;
  value: number;
  currency: 'KRW';
  items?: Ga4Item[];
};

/** `quantity` units of `line` as a GA4 item. */
export function ga4Item(line: Ga4ItemSource, quantity: number): Ga4Item {
  return {
    item_id: line.productCode,
    item_name: line.prdNm,
    item_brand: line.prdCd.slice(0, 5),
    item_category: line.catNm,
    item_variant: line.prdOptnNm,
    price: line.saleAmt,
    quantity,
  };
}

/** The `purchase` of a paid order: value is what was charged, after coupon and points. */
export function purchaseParams(
  order: Pick<CompletedOrder, 'ordNo' | 'couponName'> & {
    amounts: Pick<CompletedOrder['amounts'], 'payAmt' | 'shippingFee'>;
    lines: readonly (Ga4ItemSource & { qty: number })[];
  },
): Ga4PurchaseParams {
  return {
    transaction_id: order.ordNo,
    value: order.amounts.payAmt,
    currency: 'KRW',
    shipping: order.amounts.shippingFee,
    coupon: order.couponName ?? '',
    items: order.lines.map((line) => ga4Item(line, line.qty)),
  };
}

/** The `refund` of `value` won of order `ordNo`; `items` only when some units of it were refunded. */
export function refundParams(ordNo: string, value: number, items?: readonly Ga4Item[]): Ga4RefundParams {
  return { transaction_id: ordNo, value, currency: 'KRW', ...(items ? { items: [...items] } : {}) };
}
