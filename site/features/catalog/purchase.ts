/**
 * The product page's purchase panel: the chosen option, the quantity and the total, and the
 * 장바구니 / 바로구매 buttons (찜하기 is wish-buttons.ts's). 장바구니 puts the option and quantity
 * in the cart; 바로구매 goes to checkout with them. The buy rule (`data-buy-rule`) may forbid one
 * of the two: a product never sold alone cannot be bought directly, the green tea club kit never
 * goes to the cart.
 */
import type { CartItem } from '../cart/cart-actions';
import type { Dialogs } from '../cart/added-dialog';
import { checkoutUrl } from '#shared/order/checkout-url';
import { formatWon } from '#shared/format';
import { startQuantityStepper } from './quantity';

export type PurchaseAction = 'cart' | 'buy';

export const CHOOSE_OPTION_MESSAGE = '옵션을 선택해 주세요.';
export const CART_ONLY_MESSAGE = '이 상품은 단독으로 구매할 수 없어요. 장바구니에 담아 다른 상품과 함께 주문해 주세요.';
export const DIRECT_ONLY_MESSAGE = '녹차클럽 키트는 바로구매로만 구매할 수 있습니다.';

export interface PurchaseDeps extends Dialogs {
  addToCart: (items: CartItem[]) => Promise<{ ok: boolean; message: string }>;
}

/** The cart code and the site's modals, loaded when first needed so the page's script stays small. */
const SITE_DEPS: PurchaseDeps = {
  alert: async (options) => (await import('#chrome/modal')).showAlert(options),
  confirm: async (options) => (await import('#chrome/modal')).showConfirm(options),
  navigate: (url) => location.assign(url),
  addToCart: async (items) => (await import('../cart/cart-actions')).addToCart(items),
};

/** A price as the page prints it (`12,500원`, possibly refreshed by the worker) as a number. */
export function readWon(text: string | null | undefined): number {
  const digits = (text ?? '').replace(/\D/g, '');
  return digits ? Number(digits) : 0;
}

function checkedOption(root: HTMLElement): HTMLInputElement | null {
  return root.querySelector<HTMLInputElement>('input[data-option-input]:checked:not(:disabled)');
}

function optionPrice(root: HTMLElement, option: HTMLInputElement | null): number {
  const live = option && root.querySelector(`[data-live-option="${CSS.escape(option.value)}"][data-live-field="saleAmt"]`);
  return readWon((live ?? root.querySelector('[data-live-field="saleAmt"]'))?.textContent);
}

/** What a button does with the chosen option and `quantity`. */
export async function runPurchaseAction(root: HTMLElement, action: PurchaseAction, quantity: number, deps: PurchaseDeps = SITE_DEPS): Promise<void> {
  const rule = root.dataset.buyRule ?? 'ANY';
  if (action === 'buy' && rule === 'CART_ONLY') return void (await deps.alert({ text: CART_ONLY_MESSAGE }));
  if (action === 'cart' && rule === 'DIRECT_ONLY') return void (await deps.alert({ text: DIRECT_ONLY_MESSAGE }));
  const option = checkedOption(root);
  if (!option) return void (await deps.alert({ text: CHOOSE_OPTION_MESSAGE }));
  if (action === 'buy') return deps.navigate(checkoutUrl({ source: 'BUY_NOW', items: [{ inmOptnPrdNo: option.value, qty: quantity }] }));
  const { announceAdded } = await import('../cart/added-dialog');
  await announceAdded(await deps.addToCart([{ inmOptnPrdNo: option.value, qty: quantity, price: optionPrice(root, option) }]), deps);
}

export function startPurchasePanel(root: HTMLElement, deps: PurchaseDeps = SITE_DEPS): void {
  const total = root.querySelector('[data-purchase-total]');
  let quantity = 1;
  const update = () => {
    if (total) total.textContent = formatWon(optionPrice(root, checkedOption(root)) * quantity);
  };
  startQuantityStepper(root, (next) => {
    quantity = next;
    update();
  });
  root.addEventListener('change', (event) => {
    if ((event.target as Element).matches('input[data-option-input]')) update();
  });
  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-purchase-action]');
    if (!button || button.disabled || button.getAttribute('aria-busy') === 'true') return;
    button.setAttribute('aria-busy', 'true');
    void runPurchaseAction(root, button.dataset.purchaseAction as PurchaseAction, quantity, deps).finally(() => button.removeAttribute('aria-busy'));
  });
  update();
}
