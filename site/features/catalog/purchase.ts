/**
 * The product page's purchase panel: the chosen option, the quantity and the total, and the
 * 장바구니 / 바로구매 buttons (찜하기 is wish-buttons.ts's). 장바구니 puts the option and quantity
 * in the cart; 바로구매 goes to checkout with them. The buy rule (`data-buy-rule`) may forbid one
 * of the two: a product never sold alone cannot be bought directly, the green tea club kit never
 * goes to the cart. What a press does is `purchase-action.ts`, fetched on the first press.
 */
import type { PurchaseAction, PurchaseDeps } from './purchase-action';
import { startQuantityStepper } from './quantity';

/** A price as the page prints it (`12,500원`, possibly refreshed by the worker) as a number. */
export function readWon(text: string | null | undefined): number {
  const digits = (text ?? '').replace(/\D/g, '');
  return digits ? Number(digits) : 0;
}

export function checkedOption(root: HTMLElement): HTMLInputElement | null {
  return root.querySelector<HTMLInputElement>('input[data-option-input]:checked:not(:disabled)');
}

export function optionPrice(root: HTMLElement, option: HTMLInputElement | null): number {
  const live = option && root.querySelector(`[data-live-option="${CSS.escape(option.value)}"][data-live-field="saleAmt"]`);
  return readWon((live ?? root.querySelector('[data-live-field="saleAmt"]'))?.textContent);
}

/** Starts the panel; `deps` replaces the site's dialogs and cart in tests. */
export function startPurchasePanel(root: HTMLElement, deps?: PurchaseDeps): void {
  const total = root.querySelector('[data-purchase-total]');
  let quantity = 1;
  const update = () => {
    const amount = optionPrice(root, checkedOption(root)) * quantity;
    // The page arrives with its first total written; the formatter is fetched only once it changes,
    // so it is no part of the page's startup script. Later answers land in the order they were asked.
    if (!total || readWon(total.textContent) === amount) return;
    void import('#shared/format/money').then(({ formatWon }) => (total.textContent = formatWon(amount)));
  };
  startQuantityStepper(root, (next) => {
    quantity = next;
    update();
  });
  root.addEventListener('change', (event) => {
    if ((event.target as Element).matches('input[data-option-input]')) update();
  });
  // The press's code is fetched as a finger or the focus reaches a button, ahead of the click.
  const warm = (event: Event) => {
    if ((event.target as Element).closest('[data-purchase-action]')) void import('./purchase-action');
  };
  // Not `once`: the first touch is often an option or the stepper; the module is fetched only once anyway.
  root.addEventListener('pointerdown', warm);
  root.addEventListener('focusin', warm);
  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-purchase-action]');
    if (!button || button.disabled || button.getAttribute('aria-busy') === 'true') return;
    button.setAttribute('aria-busy', 'true');
    void import('./purchase-action')
      .then(({ runPurchaseAction }) => runPurchaseAction(root, button.dataset.purchaseAction as PurchaseAction, quantity, deps))
      .finally(() => button.removeAttribute('aria-busy'));
  });
  update();
}
