/**
 * The wish screen's rules, as pure functions: which option a line starts with, which
 * lines can be chosen for buying, and whether a selection may go to the cart or be bought
 * directly. Messages are the shopper's, in Korean.
 */
import type { ProductOption } from '#shared/schemas/display-calls';
import type { WishItem } from '#shared/schemas/wish-calls';

export const SELECT_PROMPT = '상품을 선택해 주세요.';
export const CLUB_KIT_CART_REFUSAL = '녹차클럽 키트는 바로구매로만 구매할 수 있습니다.';

/** The option a line starts with: the first one in stock, else the first. */
export function defaultOptionNo(item: WishItem): string {
  return (item.options.find((option) => option.soldOutYn === 'N') ?? item.options[0])?.inmOptnPrdNo ?? '';
}

/** A line can be chosen for buying when the product is on sale and it and at least one option can be sold. */
export function isSelectable(item: WishItem): boolean {
  return item.saleStopYn === 'N' && item.soldOutYn === 'N' && item.options.some((option) => option.soldOutYn === 'N');
}

/** The option `optionNo` of `item`, when it is one of its options that can be sold. */
export function buyableOption(item: WishItem, optionNo: string | undefined): ProductOption | undefined {
  return item.options.find((option) => option.inmOptnPrdNo === optionNo && option.soldOutYn === 'N');
}

export type SelectionCheck = { ok: true } | { ok: false; message: string; offerCart?: boolean };

/** 장바구니 담기: something must be chosen, and never the club kit (direct only). */
export function checkCartSelection(items: readonly WishItem[]): SelectionCheck {
  if (items.length === 0) return { ok: false, message: SELECT_PROMPT };
  if (items.some((item) => item.buyRule === 'DIRECT_ONLY')) return { ok: false, message: CLUB_KIT_CART_REFUSAL };
  return { ok: true };
}

/** The topic particle after `word`: 은 after a closing consonant (받침), else 는. */
function topicParticle(word: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return code >= 0 && code <= 11171 && code % 28 !== 0 ? '은' : '는';
}

/**
 * 바로구매: something must be chosen, and nothing that cannot be bought alone. Those are refused
 * with the offer to put the selection in the cart instead.
 */
export function checkBuyNowSelection(items: readonly WishItem[]): SelectionCheck {
  if (items.length === 0) return { ok: false, message: SELECT_PROMPT };
  const cartOnly = items.filter((item) => item.buyRule === 'CART_ONLY');
  if (cartOnly.length === 0) return { ok: true };
  const subject = cartOnly.length === 1 ? cartOnly[0].prdNm : `${cartOnly[0].prdNm} 외 ${cartOnly.length - 1}개 상품`;
  return {
    ok: false,
    // The club kit cannot go to the cart, so a selection with it gets no such offer.
    offerCart: !items.some((item) => item.buyRule === 'DIRECT_ONLY'),
    message: `${subject}${topicParticle(subject)} 단독으로 구매할 수 없는 상품입니다. 장바구니에 담아 다른 상품과 함께 구매해 주세요.`,
  };
}

/** The question after a refused 바로구매 that may go to the cart. */
export const OFFER_CART_QUESTION = '선택한 상품을 장바구니에 담으시겠습니까?';
