/**
 * What the shopper hears after 담기 from a card or the product page: "장바구니에 담았습니다." (or
 * the capping message) with a way to the cart, or the gateway's refusal.
 */
import { sitePath } from '#shared/site-path';
import { ask, tell } from '#components/ui/tell.ts';

export const CART_PAGE = sitePath('or/order-cart');

export interface Dialogs {
  alert: (options: { title?: string; text: string }) => Promise<unknown>;
  confirm: (options: { title?: string; text: string; confirmLabel?: string; cancelLabel?: string }) => Promise<boolean>;
  navigate: (url: string) => void;
}

/** The site's modals, loaded when first needed. */
export const SITE_DIALOGS: Dialogs = {
  alert: tell,
  confirm: ask,
  navigate: (url) => location.assign(url),
};

export async function announceAdded(result: { ok: boolean; message: string }, dialogs: Dialogs = SITE_DIALOGS): Promise<void> {
  if (!result.ok) {
    await dialogs.alert({ text: result.message });
    return;
  }
  const toCart = await dialogs.confirm({ title: '장바구니 담기', text: result.message, confirmLabel: '장바구니 보기', cancelLabel: '계속 쇼핑하기' });
  if (toCart) dialogs.navigate(CART_PAGE);
}
