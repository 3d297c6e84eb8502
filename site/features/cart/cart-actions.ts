/**
 * What other features call to change the cart (contracts: `addToCart`, `refreshCartCount`):
 * product cards, the product page and the wishlist put options in the cart here, and the header
 * badge follows in this tab and every other open one.
 */
import { messageOf } from '#components/ui/message-of.ts';
import { addCartLine } from './cart-api';
import { refreshCartCount } from './cart-count';
import { trackCartChange } from './cart-tracking';

export { refreshCartCount } from './cart-count';

export const ADDED_MESSAGE = '장바구니에 담았습니다.';

export interface CartItem {
  inmOptnPrdNo: string;
  qty: number;
  /** The unit sale price, for tracking; the option's list price is tracked when it is absent. */
  price?: number;
}

/**
 * Adds every item through addCartLine with the shopper's session or token. The message is
 * "장바구니에 담았습니다.", the gateway's capping message when a quantity was lowered, or its
 * Korean refusal (then `ok` is false; items before the refused one stay in the cart).
 */
export async function addToCart(items: CartItem[]): Promise<{ ok: boolean; message: string }> {
  let message = ADDED_MESSAGE;
  let ok = true;
  const added: CartItem[] = [];
  for (const item of items) {
    try {
      const change = await addCartLine(item.inmOptnPrdNo, item.qty);
      added.push(item);
      if (change.capped) message = change.message;
    } catch (error) {
      ok = false;
      message = messageOf(error);
      break;
    }
  }
  if (added.length > 0) {
    void trackCartChange(
      'add_to_cart',
      added.map((item) => ({ inmOptnPrdNo: item.inmOptnPrdNo, quantity: item.qty, price: item.price })),
    );
    await refreshCartCount();
  }
  return { ok, message };
}
