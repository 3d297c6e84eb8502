/**
 * The 담기 buttons of product cards (`button[data-card-cart][data-product-code]`): put the
 * product's first option in stock in the cart, one unit. Cards are static, so the options are
 * read when the button is pressed: stock may have changed since the page was built.
 */
import { messageOf } from '#components/ui/message-of.ts';
import { trackPurchaseButton } from '../analytics/purchase-buttons';
import { announceAdded, SITE_DIALOGS, type Dialogs } from './added-dialog';
import { addToCart } from './cart-actions';
import { fetchProductDetail } from './cart-api';

export const CARD_SOLD_OUT_MESSAGE = '품절된 상품입니다.';

/** Adds the first option in stock of the card's product; answers what the shopper is told. */
export async function addFromCard(productCode: string): Promise<{ ok: boolean; message: string }> {
  try {
    const detail = await fetchProductDetail(productCode);
    const option = detail.options.find((candidate) => candidate.soldOutYn === 'N');
    if (!option) return { ok: false, message: CARD_SOLD_OUT_MESSAGE };
    return await addToCart([{ inmOptnPrdNo: option.inmOptnPrdNo, qty: 1, price: option.saleAmt }]);
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
}

/** Handles every card 담기 button under `root`, now and later (one delegated listener). */
export function startCardCartButtons(root: ParentNode = document, dialogs: Dialogs = SITE_DIALOGS): () => void {
  const onClick = async (event: Event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-card-cart][data-product-code]');
    if (!button || button.disabled || button.getAttribute('aria-busy') === 'true') return;
    event.preventDefault();
    button.setAttribute('aria-busy', 'true');
    trackPurchaseButton('cart', [button.dataset.productCode ?? '']);
    try {
      await announceAdded(await addFromCard(button.dataset.productCode ?? ''), dialogs);
    } finally {
      button.removeAttribute('aria-busy');
    }
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
