import { act } from 'react';
import { beforeEach, expect, test, vi } from 'vitest';
import { renderScreen } from '#components/ui/testing/render-screen.tsx';
import type { WishItem } from '#shared/schemas/wish-calls';
import { $wish } from './store';
import { fetchWishList } from './wish-api';
import { WishScreen } from './WishScreen';

vi.mock('../cart/cart-actions', () => ({ addToCart: vi.fn() }));
vi.mock('./wish-api', () => ({ fetchWishList: vi.fn(), deleteWishes: vi.fn() }));

const option = (no: string, soldOutYn: 'Y' | 'N') => ({
  inmOptnPrdNo: no,
  prdOptnNm: `옵션 ${no}`,
  prdCd: `NKCHA${no}`,
  cnsmAmt: 20000,
  saleAmt: 16000,
  stock: soldOutYn === 'Y' ? 0 : 5,
  soldOutYn,
});
const item = (no: string, fields: Partial<WishItem>) =>
  ({
    inmPrdNo: no,
    productCode: `NK${no}`,
    prdNm: `상품 ${no}`,
    brandNm: '녹차숍',
    cnsmAmt: 20000,
    saleAmt: 16000,
    dcRate: 20,
    soldOutYn: 'N',
    saleStopYn: 'N',
    buyRule: 'ANY',
    imageUrl: `/images/products/${no}-0.svg`,
    options: [option(`${no}1`, 'Y'), option(`${no}2`, 'N')],
    ...fields,
  }) as WishItem;

let container: HTMLElement;

async function render(): Promise<void> {
  container = (await renderScreen(<WishScreen />)).host;
  await act(async () => {});
}

beforeEach(() => $wish.set({ status: 'loading', items: [], selected: [], optionOf: {}, busy: false }));

test('lists the lines with their first option in stock; a sold-out line cannot be checked', async () => {
  vi.mocked(fetchWishList).mockResolvedValue({
    items: [item('1', {}), item('2', { soldOutYn: 'Y', prdNm: '품절 상품' }), item('3', { buyRule: 'CART_ONLY' })],
    total: 3,
    page: 1,
    size: 200,
  });
  await render();
  expect(container.querySelectorAll('li.wish-line')).toHaveLength(3);
  expect(container.querySelector<HTMLSelectElement>('select[aria-label="상품 1 옵션 선택"]')!.value).toBe('12');
  expect(container.querySelector<HTMLInputElement>('input[aria-label="품절 상품 선택"]')!.disabled).toBe(true);
  expect(container.textContent).toContain('단독구매 불가');
  expect(container.textContent).toContain('전체선택 (0/2)');
  await act(async () => container.querySelector<HTMLInputElement>('.wish-toolbar__all input')!.click());
  expect(container.textContent).toContain('전체선택 (2/2)');
  expect($wish.get().selected).toEqual(['1', '3']);
});

test('keeps a product taken off sale in the list, marked 판매중지 and never selected for buying', async () => {
  vi.mocked(fetchWishList).mockResolvedValue({ items: [item('1', {}), item('2', { saleStopYn: 'Y', prdNm: '단종 크림' })], total: 2, page: 1, size: 200 });
  await render();
  const stopped = container.querySelector<HTMLInputElement>('input[aria-label="단종 크림 선택"]')!;
  expect(stopped.disabled).toBe(true);
  expect(stopped.closest('li')!.querySelector('.wish-line__sold-out')!.textContent).toBe('판매중지');
  await act(async () => container.querySelector<HTMLInputElement>('.wish-toolbar__all input')!.click());
  expect($wish.get().selected).toEqual(['1']);
});

test('an empty wishlist says so', async () => {
  vi.mocked(fetchWishList).mockResolvedValue({ items: [], total: 0, page: 1, size: 200 });
  await render();
  expect(container.querySelector('h2')!.textContent).toBe('위시리스트에 담긴 상품이 없습니다');
});
