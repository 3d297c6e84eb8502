import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { WishItem } from '#shared/schemas/wish-calls';
import { ApiError } from '#lib/api-client';
import { addToCart } from '../cart/cart-actions';
import { $wish, addSelectedToCart, buySelected, chooseOption, loadWish, removeSelected, toggleAll, toggleItem } from './store';
import { deleteWishes, fetchWishList } from './wish-api';

vi.mock('../cart/cart-actions', () => ({ addToCart: vi.fn(async () => ({ ok: true, message: '장바구니에 담았습니다.' })) }));
vi.mock('./wish-api', () => ({ fetchWishList: vi.fn(), deleteWishes: vi.fn() }));

function item(no: string, fields: Partial<WishItem> = {}): WishItem {
  return {
    inmPrdNo: no,
    productCode: `NK${no}`,
    prdNm: `상품 ${no}`,
    brandCd: 'NKCHA',
    brandNm: '녹차숍',
    catNm: '스킨케어',
    subCatNm: '크림',
    cnsmAmt: 20000,
    saleAmt: 16000,
    dcRate: 20,
    badges: [],
    soldOutYn: 'N',
    reviewCnt: 0,
    ratingAvg: 0,
    imageUrl: `/images/products/${no}-0.svg`,
    imageAlt: '',
    hotDealEndDttm: null,
    buyRule: 'ANY',
    maxBuyQty: 5,
    wishDttm: '20261122120000',
    saleStopYn: 'N',
    options: [
      { inmOptnPrdNo: `${no}01`, prdOptnNm: '단품', prdCd: `NKCHA${no}1`, cnsmAmt: 20000, saleAmt: 16000, stock: 0, soldOutYn: 'Y' },
      { inmOptnPrdNo: `${no}02`, prdOptnNm: '기획세트', prdCd: `NKCHA${no}2`, cnsmAmt: 22000, saleAmt: 17600, stock: 3, soldOutYn: 'N' },
    ],
    ...fields,
  };
}

const PLAIN = item('1');
const CART_ONLY = item('2', { buyRule: 'CART_ONLY', prdNm: '병풀 시트 마스크' });
const KIT = item('3', { buyRule: 'DIRECT_ONLY', prdNm: '녹차클럽 웰컴 키트' });
const SOLD_OUT = item('4', { soldOutYn: 'Y' });

const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const dialogButton = (label: string) =>
  [...(dialog()?.querySelectorAll('button') ?? [])].find((node) => node.textContent === label) as HTMLButtonElement | undefined;

/** Answers the alert that opens next (the modal is imported on first use, which takes a while under load). */
async function answer(label: string): Promise<string> {
  const button = await vi.waitFor(() => dialogButton(label) ?? Promise.reject(new Error('no dialog yet')), { timeout: 4000, interval: 5 });
  const text = dialog()?.textContent ?? '';
  button.click();
  await vi.waitFor(() => expect(button.isConnected).toBe(false));
  return text;
}

let assign: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  window.dataLayer = [];
  assign = vi.spyOn(location, 'assign').mockImplementation(() => {}) as never;
  vi.mocked(fetchWishList).mockResolvedValue({ items: [PLAIN, CART_ONLY, KIT, SOLD_OUT], total: 4, page: 1, size: 200 });
  $wish.set({ status: 'loading', items: [], selected: [], optionOf: {}, busy: false });
  await loadWish();
});

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('the list', () => {
  test('starts each line on its first option in stock, nothing selected', () => {
    expect($wish.get()).toMatchObject({ status: 'ready', selected: [], optionOf: { 1: '102', 2: '202', 3: '302', 4: '402' } });
  });

  test('select all takes every line that can be bought, never a sold-out one; again clears', () => {
    toggleAll();
    expect($wish.get().selected).toEqual(['1', '2', '3']);
    toggleItem('4');
    expect($wish.get().selected).toEqual(['1', '2', '3']);
    toggleAll();
    expect($wish.get().selected).toEqual([]);
  });

  test('a guest gets the login state', async () => {
    vi.mocked(fetchWishList).mockRejectedValueOnce(new ApiError('LOGIN_REQUIRED', '로그인이 필요합니다.', 401));
    $wish.set({ ...$wish.get(), status: 'loading' });
    await loadWish();
    expect($wish.get().status).toBe('guest');
  });
});

describe('장바구니 담기', () => {
  test('asks for a selection when nothing is selected', async () => {
    const done = addSelectedToCart();
    expect(await answer('확인')).toContain('상품을 선택해 주세요.');
    await done;
    expect(addToCart).not.toHaveBeenCalled();
  });

  test('refuses the club kit', async () => {
    toggleItem('1');
    toggleItem('3');
    const done = addSelectedToCart();
    expect(await answer('확인')).toContain('녹차클럽 키트는 바로구매로만 구매할 수 있습니다.');
    await done;
    expect(addToCart).not.toHaveBeenCalled();
  });

  test("puts each line's chosen option in the cart, one each, and says what the cart said", async () => {
    toggleItem('1');
    toggleItem('2');
    chooseOption('2', '202');
    const done = addSelectedToCart();
    expect(await answer('확인')).toContain('장바구니에 담았습니다.');
    await done;
    expect(addToCart).toHaveBeenCalledWith([
      { inmOptnPrdNo: '102', qty: 1, price: 17600 },
      { inmOptnPrdNo: '202', qty: 1, price: 17600 },
    ]);
  });
});

describe('바로구매', () => {
  test('asks for a selection when nothing is selected', async () => {
    const done = buySelected();
    expect(await answer('확인')).toContain('상품을 선택해 주세요.');
    await done;
    expect(assign).not.toHaveBeenCalled();
  });

  test('refuses a product that cannot be bought alone and offers the cart', async () => {
    toggleItem('1');
    toggleItem('2');
    const done = buySelected();
    const text = await answer('확인');
    expect(await answer('확인')).toContain('장바구니에 담았습니다.');
    await done;
    expect(text).toContain('병풀 시트 마스크는 단독으로 구매할 수 없는 상품입니다. 장바구니에 담아 다른 상품과 함께 구매해 주세요.');
    expect(text).toContain('선택한 상품을 장바구니에 담으시겠습니까?');
    expect(assign).not.toHaveBeenCalled();
    expect(addToCart).toHaveBeenCalledWith([
      { inmOptnPrdNo: '102', qty: 1, price: 17600 },
      { inmOptnPrdNo: '202', qty: 1, price: 17600 },
    ]);
  });

  test('goes to checkout with the chosen options and pushes the page’s purchase-button event, flat', async () => {
    // The layout names the page's event on <html> (purchaseButtonEvent): the wish screen's.
    document.documentElement.dataset.purchaseEvent = 'purchasewishbtn';
    toggleItem('1');
    toggleItem('3');
    await buySelected();
    expect(assign).toHaveBeenCalledWith('/kr/ko/or/order?src=WISH&items=102:1,302:1');
    expect(window.dataLayer).toEqual([{ event: 'purchasewishbtn', purchase_action: 'buy', item_id: 'NK1,NK3' }]);
    delete document.documentElement.dataset.purchaseEvent;
  });
});

describe('선택 삭제', () => {
  test('asks for a selection, then confirms, deletes and says so', async () => {
    let done = removeSelected();
    expect(await answer('확인')).toContain('상품을 선택해 주세요.');
    await done;
    toggleItem('1');
    vi.mocked(deleteWishes).mockResolvedValue({ deletedCnt: 1, wishCnt: 3, message: '위시리스트에서 삭제되었습니다.' });
    vi.mocked(fetchWishList).mockResolvedValue({ items: [CART_ONLY, KIT, SOLD_OUT], total: 3, page: 1, size: 200 });
    done = removeSelected();
    expect(await answer('확인')).toContain('선택한 상품을 위시리스트에서 삭제하시겠습니까?');
    await done;
    await vi.waitFor(() => expect(document.querySelector('[data-toasts]')?.textContent).toContain('위시리스트에서 삭제되었습니다.'));
    expect(dialog()).toBeNull();
    expect(deleteWishes).toHaveBeenCalledWith(['1']);
    expect($wish.get().items.map((line) => line.inmPrdNo)).toEqual(['2', '3', '4']);
    expect($wish.get().selected).toEqual([]);
  });
});
