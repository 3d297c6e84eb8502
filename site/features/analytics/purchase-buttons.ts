/**
 * The purchase-button event (docs/analytics.md), pushed by the code behind each 담기, 장바구니, 바로구매,
 * 주문하기 and 신청 button when it is pressed, before the button does its work (which may leave
 * the page). Its name is the page's: the layout writes it on `<html data-purchase-event>` at build
 * time (`purchaseButtonEvent`), so no page ships the table. Flat, like every non-ecommerce event.
 */
import { track } from '#lib/tracking';
import { DEFAULT_PURCHASE_BUTTON_EVENT } from './purchase-button-event';

/** What the button does: put in the cart, buy now, order the cart, apply for a sample. */
export type PurchaseButtonAction = 'cart' | 'buy' | 'order' | 'apply';

/**
 * Pushes `{ event: purchase…btn, purchase_action, item_id }`: `productCodes` are the products the
 * button acts on, comma-separated (the `item_id` of their GA4 items); none, no `item_id`.
 */
export function trackPurchaseButton(action: PurchaseButtonAction, productCodes: readonly string[], extra: Record<string, unknown> = {}): void {
  const event = document.documentElement.dataset.purchaseEvent || DEFAULT_PURCHASE_BUTTON_EVENT;
  track(event, { purchase_action: action, ...(productCodes.length > 0 ? { item_id: productCodes.join(',') } : {}), ...extra });
}
