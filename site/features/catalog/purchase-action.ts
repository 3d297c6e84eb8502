/**
 * What the product page's 장바구니 / 바로구매 buttons do (the panel is `purchase.ts`): the buy rule
 * (`data-buy-rule`) may forbid one of the two, an option must be chosen, 바로구매 goes to checkout
 * and 장바구니 puts the option and quantity in the cart. Fetched on the first press, so the page's
 * startup script carries none of it.
 */
import type { CartItem } from '../cart/cart-actions';
import type { Dialogs } from '../cart/added-dialog';
import { checkoutUrl } from '#shared/order/checkout-url';
import { trackPurchaseButton } from '../analytics/purchase-buttons';
import { checkedOption, optionPrice } from './purchase';
import { ask, tell } from '#components/ui/tell.ts';

export type PurchaseAction = 'cart' | 'buy';

export const CHOOSE_OPTION_MESSAGE = '옵션을 선택해 주세요.';
export const CART_ONLY_MESSAGE = '이 상품은 단독으로 구매할 수 없어요. 장바구니에 담아 다른 상품과 함께 주문해 주세요.';
export const DIRECT_ONLY_MESSAGE = '녹차클럽 키트는 바로구매로만 구매할 수 있습니다.';

export interface PurchaseDeps extends Dialogs {
  addToCart: (items: CartItem[]) => Promise<{ ok: boolean; message: string }>;
}

/** The cart code and the site's modals, loaded when first needed so the page's script stays small. */
const SITE_DEPS: PurchaseDeps = {
  alert: tell,
  confirm: ask,
  navigate: (url) => location.assign(url),
  addToCart: async (items) => (await import('../cart/cart-actions')).addToCart(items),
};

/** What a button does with the chosen option and `quantity`. */
export async function runPurchaseAction(root: HTMLElement, action: PurchaseAction, quantity: number, deps: PurchaseDeps = SITE_DEPS): Promise<void> {
  // Pushed before anything else: 바로구매 may leave the page.
  trackPurchaseButton(action, [root.dataset.productCode ?? '']);
  const rule = root.dataset.buyRule ?? 'ANY';
  if (action === 'buy' && rule === 'CART_ONLY') return void (await deps.alert({ text: CART_ONLY_MESSAGE }));
  if (action === 'cart' && rule === 'DIRECT_ONLY') return void (await deps.alert({ text: DIRECT_ONLY_MESSAGE }));
  const option = checkedOption(root);
  if (!option) return void (await deps.alert({ text: CHOOSE_OPTION_MESSAGE }));
  if (action === 'buy') return deps.navigate(checkoutUrl({ source: 'BUY_NOW', items: [{ inmOptnPrdNo: option.value, qty: quantity }] }));
  const { announceAdded } = await import('../cart/added-dialog');
  await announceAdded(await deps.addToCart([{ inmOptnPrdNo: option.value, qty: quantity, price: optionPrice(root, option) }]), deps);
}
