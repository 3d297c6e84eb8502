/**
 * The product page's purchase panel: the chosen option, the quantity and the total, and the
 * 장바구니 / 바로구매 / 찜하기 buttons. Cart, checkout and wishlist arrive with the cart issue;
 * until then each button says so in the site's alert, so no button ever does nothing.
 */
import { formatWon } from '../../../shared/format';
import { startQuantityStepper } from './quantity';

export type PurchaseAction = 'cart' | 'buy' | 'wish';

const PREPARING: Record<PurchaseAction, string> = {
  cart: '장바구니 기능을 준비 중입니다.\n조금만 기다려 주세요.',
  buy: '바로구매 기능을 준비 중입니다.\n조금만 기다려 주세요.',
  wish: '찜하기 기능을 준비 중입니다.\n조금만 기다려 주세요.',
};

type Alert = (options: { title?: string; text: string }) => Promise<unknown>;

/** The site's alert, loaded when first needed so the page's script stays small. */
const siteAlert: Alert = async (options) => (await import('../../chrome/modal')).showAlert(options);

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

/** What a button does today: ask for an option first when one must be chosen, else say 준비 중. */
export async function runPurchaseAction(root: HTMLElement, action: PurchaseAction, alert: Alert = siteAlert): Promise<void> {
  if (action !== 'wish' && !checkedOption(root)) {
    await alert({ text: '옵션을 선택해 주세요.' });
    return;
  }
  await alert({ title: '준비 중', text: PREPARING[action] });
}

export function startPurchasePanel(root: HTMLElement, alert: Alert = siteAlert): void {
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
    if (button && !button.disabled) void runPurchaseAction(root, button.dataset.purchaseAction as PurchaseAction, alert);
  });
  update();
}
