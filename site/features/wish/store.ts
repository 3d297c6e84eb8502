/**
 * `$wish`: the wish screen's state and every action on it. Components only read it
 * and call these actions. The list is read whole (a wishlist holds at most `WISH_LIMIT`); the
 * selection never holds a line that cannot be bought; each line keeps the option it will be put
 * in the cart or bought with, the first one in stock to begin with. 장바구니 담기 and 바로구매 push the
 * wish screen's purchase-button event (`purchasewishbtn`) as they are pressed.
 */
import { atom } from 'nanostores';
import { checkoutUrl } from '#shared/order/checkout-url';
import { WISH_LIMIT } from '#shared/constants';
import type { WishItem } from '#shared/schemas/wish-calls';
import { messageOf } from '#components/ui/message-of.ts';
import { ask, tell } from '#components/ui/tell.ts';
import { ApiError } from '#lib/api-client';
import { trackPurchaseButton } from '../analytics/purchase-buttons';
import { addToCart } from '../cart/cart-actions';
import { deleteWishes, fetchWishList } from './wish-api';
import { buyableOption, checkBuyNowSelection, checkCartSelection, defaultOptionNo, isSelectable, OFFER_CART_QUESTION, SELECT_PROMPT } from './wish-rules';

export interface WishState {
  status: 'loading' | 'ready' | 'error' | 'guest';
  items: WishItem[];
  /** Selected product numbers, in list order; never a line that cannot be bought. */
  selected: string[];
  /** The chosen option of each line, by product number. */
  optionOf: Record<string, string>;
  /** An action is running: the buttons wait. */
  busy: boolean;
}

export const LOAD_ERROR_MESSAGE = '위시리스트를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';
export const DELETE_QUESTION = '선택한 상품을 위시리스트에서 삭제하시겠습니까?';

export const $wish = atom<WishState>({ status: 'loading', items: [], selected: [], optionOf: {}, busy: false });

const patch = (change: Partial<WishState>) => $wish.set({ ...$wish.get(), ...change });
const alert = (text: string) => tell(text);

/** Reads the list; kept selections and options survive, new lines get their first option in stock. */
export async function loadWish(): Promise<void> {
  try {
    const { items } = await fetchWishList(1, WISH_LIMIT);
    const before = $wish.get();
    const optionOf = Object.fromEntries(
      items.map((item) => [item.inmPrdNo, buyableOption(item, before.optionOf[item.inmPrdNo])?.inmOptnPrdNo ?? defaultOptionNo(item)]),
    );
    const kept = new Set(before.selected);
    const selected = items.filter((item) => kept.has(item.inmPrdNo) && isSelectable(item)).map((item) => item.inmPrdNo);
    patch({ status: 'ready', items, selected, optionOf });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'LOGIN_REQUIRED') patch({ status: 'guest' });
    else if ($wish.get().status !== 'ready') patch({ status: 'error' });
    else await alert(messageOf(error));
  }
}

export function toggleItem(inmPrdNo: string): void {
  const { items, selected } = $wish.get();
  const item = items.find((candidate) => candidate.inmPrdNo === inmPrdNo);
  if (!item || !isSelectable(item)) return;
  const next = new Set(selected);
  if (!next.delete(inmPrdNo)) next.add(inmPrdNo);
  patch({ selected: items.filter((candidate) => next.has(candidate.inmPrdNo)).map((candidate) => candidate.inmPrdNo) });
}

/** Selects every line that can be bought, or none when they all are already. */
export function toggleAll(): void {
  const { items, selected } = $wish.get();
  const selectable = items.filter(isSelectable).map((item) => item.inmPrdNo);
  patch({ selected: selected.length === selectable.length ? [] : selectable });
}

export function chooseOption(inmPrdNo: string, inmOptnPrdNo: string): void {
  patch({ optionOf: { ...$wish.get().optionOf, [inmPrdNo]: inmOptnPrdNo } });
}

function selectedItems(): WishItem[] {
  const { items, selected } = $wish.get();
  const chosen = new Set(selected);
  return items.filter((item) => chosen.has(item.inmPrdNo));
}

/** The selection as order lines: each line's chosen option, one of each. */
function selectedLines(items: readonly WishItem[]): { item: WishItem; inmOptnPrdNo: string }[] {
  const { optionOf } = $wish.get();
  return items.map((item) => ({ item, inmOptnPrdNo: buyableOption(item, optionOf[item.inmPrdNo])?.inmOptnPrdNo ?? '' }));
}

async function whileBusy(run: () => Promise<void>): Promise<void> {
  if ($wish.get().busy) return;
  patch({ busy: true });
  try {
    await run();
  } finally {
    patch({ busy: false });
  }
}

/** Deletes `inmPrdNos` after the shopper confirms, says so in a toast, and reads the list again. */
export function removeWishes(inmPrdNos: string[], question = DELETE_QUESTION): Promise<void> {
  return whileBusy(async () => {
    if (inmPrdNos.length === 0) return alert(SELECT_PROMPT);
    if (!(await ask(question))) return;
    try {
      const { message } = await deleteWishes(inmPrdNos);
      patch({ selected: $wish.get().selected.filter((no) => !inmPrdNos.includes(no)) });
      await loadWish();
      await tell(message, 'toast');
    } catch (error) {
      await alert(messageOf(error));
    }
  });
}

export const removeSelected = () => removeWishes($wish.get().selected);

async function putInCart(items: readonly WishItem[]): Promise<void> {
  const lines = selectedLines(items).filter((line) => line.inmOptnPrdNo !== '');
  const { message } = await addToCart(lines.map(({ item, inmOptnPrdNo }) => ({ inmOptnPrdNo, qty: 1, price: buyableOption(item, inmOptnPrdNo)?.saleAmt })));
  await alert(message);
}

/** 장바구니 담기: the selection's chosen options, one each; never the club kit. */
export function addSelectedToCart(): Promise<void> {
  return whileBusy(async () => {
    const items = selectedItems();
    trackPurchaseButton(
      'cart',
      items.map((item) => item.productCode),
    );
    const check = checkCartSelection(items);
    if (!check.ok) return alert(check.message);
    await putInCart(items);
  });
}

/** 바로구매: straight to checkout with the selection; a product that goes through the cart is offered the cart instead. */
export function buySelected(): Promise<void> {
  return whileBusy(async () => {
    const items = selectedItems();
    trackPurchaseButton(
      'buy',
      items.map((item) => item.productCode),
    );
    const check = checkBuyNowSelection(items);
    if (!check.ok) {
      if (!check.offerCart) return alert(check.message);
      if (await ask(`${check.message}\n${OFFER_CART_QUESTION}`)) await putInCart(items);
      return;
    }
    const lines = selectedLines(items);
    location.assign(checkoutUrl({ source: 'WISH', items: lines.map(({ inmOptnPrdNo }) => ({ inmOptnPrdNo, qty: 1 })) }));
  });
}
