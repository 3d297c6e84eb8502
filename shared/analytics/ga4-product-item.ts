/**
 * GA4 items of a product before an option is chosen (docs/analytics.md): the cards of a list
 * (`view_item_list`, `select_item`) and the product page (`view_item`). The static pages write them
 * into data attributes at build time; search and for-me build them in the browser.
 *
 * `item_id` is the product code (the one in its address, and the `search` event's `product_id`).
 * Once an option is chosen (cart, checkout, purchase, refund) the item is `ga4Item` of
 * ga4-ecommerce.ts, as the worker sends it too: the same `item_id`, `item_name`, `item_brand` (the
 * brand code, prdCd's first five letters) and `item_category`, plus the option as `item_variant`.
 * GA4 joins item reports on `item_id`, so one product's views, carts and purchases meet.
 */
import type { ProductCard } from '#shared/schemas/display-calls';

/** GA4's currency for every ecommerce event of the shop. */
export const CURRENCY = 'KRW';

/** One product as a GA4 item. */
export interface Ga4ProductItem {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_category: string;
  /** The unit sale price in won. */
  price: number;
  quantity: 1;
  /** 1-based place in its list, counted across pages. */
  index?: number;
}

/** A list as GA4 names it, on the list's element and on each item selected from it. */
export interface Ga4ItemList {
  item_list_id: string;
  item_list_name: string;
}

/** The fields of a card a GA4 item is drawn from. */
export type ProductItemSource = Pick<ProductCard, 'productCode' | 'prdNm' | 'brandCd' | 'catNm' | 'saleAmt'>;

/** `product` as a GA4 item, at 1-based `index` of its list when it is in one. */
export function productItem(product: ProductItemSource, index?: number): Ga4ProductItem {
  return {
    item_id: product.productCode,
    item_name: product.prdNm,
    item_brand: product.brandCd,
    item_category: product.catNm,
    price: product.saleAmt,
    quantity: 1,
    ...(index === undefined ? {} : { index }),
  };
}

/** A list's GA4 names: a stable id for reports and the name shoppers see. */
export function itemList(id: string, name: string): Ga4ItemList {
  return { item_list_id: id, item_list_name: name };
}

/** Σ price × quantity: the `value` of an event whose items are all that is bought or looked at. */
export function itemsValue(items: readonly { price: number; quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}
