/**
 * How a shopper reaches checkout (`/or/order`): with the cart lines they selected, or with options
 * and quantities bought directly from a product page (바로구매) or from the wishlist. Everything the
 * order sheet needs is in the URL, so a reload or a shared link rebuilds the same sheet; the
 * gateway re-reads prices and stock, never trusting these numbers beyond "what and how many".
 */
import { LOCALE_BASE } from '../site-path';

export type CheckoutSource = 'CART' | 'BUY_NOW' | 'WISH';

export interface CheckoutItem {
  inmOptnPrdNo: string;
  qty: number;
}

export type CheckoutRequest = { source: 'CART'; cartLineIds: number[] } | { source: 'BUY_NOW' | 'WISH'; items: CheckoutItem[] };

export const CHECKOUT_PATH = '/or/order';

/** The checkout URL under the site's base path, e.g. `/kr/ko/or/order?src=CART&cartLineIds=3,5`. */
export function checkoutUrl(request: CheckoutRequest): string {
  const query = new URLSearchParams({ src: request.source });
  if (request.source === 'CART') query.set('cartLineIds', request.cartLineIds.join(','));
  else query.set('items', request.items.map((item) => `${item.inmOptnPrdNo}:${item.qty}`).join(','));
  return `${LOCALE_BASE}${CHECKOUT_PATH}?${query.toString().replace(/%2C/g, ',').replace(/%3A/g, ':')}`;
}

const POSITIVE_INT = /^[1-9]\d{0,8}$/;
const OPTION_NO = /^\d{1,20}$/;

/** The request a checkout URL's query names, or null when it names nothing usable. */
export function parseCheckoutQuery(search: string | URLSearchParams): CheckoutRequest | null {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const source = query.get('src');
  if (source === 'CART') {
    const ids = (query.get('cartLineIds') ?? '').split(',');
    if (ids.length === 0 || ids.length > 200 || !ids.every((id) => POSITIVE_INT.test(id))) return null;
    return { source, cartLineIds: [...new Set(ids.map(Number))] };
  }
  if (source === 'BUY_NOW' || source === 'WISH') {
    const pairs = (query.get('items') ?? '').split(',').map((pair) => pair.split(':'));
    if (pairs.length === 0 || pairs.length > 50) return null;
    const items: CheckoutItem[] = [];
    for (const [option, qty, ...rest] of pairs) {
      if (rest.length > 0 || !OPTION_NO.test(option ?? '') || !POSITIVE_INT.test(qty ?? '') || Number(qty) > 999) return null;
      items.push({ inmOptnPrdNo: option, qty: Number(qty) });
    }
    return { source, items };
  }
  return null;
}
