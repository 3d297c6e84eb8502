import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard } from '#shared/schemas/display-calls';
import type { SkinType } from '#shared/schemas/for-me-calls';
import { ApiError } from '#lib/api-client';
import { startForMe, statusText } from './for-me-view';

const CARD: ProductCard = {
  inmPrdNo: '100000001',
  productCode: 'NK0000001',
  prdNm: '녹차숍 <제주 녹차> 토너',
  brandCd: 'NKCHA',
  brandNm: '녹차숍',
  catNm: '스킨케어',
  subCatNm: '스킨/토너',
  cnsmAmt: 25000,
  saleAmt: 20000,
  dcRate: 20,
  badges: ['BEST', 'SALE'],
  soldOutYn: 'N',
  reviewCnt: 3,
  ratingAvg: 4.5,
  imageUrl: '/images/products/100000001-0.svg',
  imageAlt: '토너 대표 이미지',
  hotDealEndDttm: null,
};

function fixture(): HTMLElement {
  document.body.innerHTML = `
    <section data-for-me>
      <div data-for-me-guest hidden><a data-login-link href="/member/login">로그인하고 추천 받기</a></div>
      <form data-for-me-skin hidden>
        <input type="radio" name="skinType" value="DRY"><input type="radio" name="skinType" value="OILY">
      </form>
      <p data-for-me-status></p>
      <ul data-for-me-list data-item-list='{"item_list_id":"for-me","item_list_name":"추천 상품"}' data-item-list-drawn hidden></ul>
    </section>`;
  return document.querySelector<HTMLElement>('[data-for-me]')!;
}

const answer = (skinType: SkinType | null) => ({ statusCode: 200 as const, data: { skinType, ageGroup: '30대', items: [CARD] } });

describe('for-me screen', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('shows guests the login prompt and calls nothing', async () => {
    const list = vi.fn(async () => answer(null));
    const save = vi.fn(async (skinType: SkinType) => ({ statusCode: 200 as const, data: { skinType } }));
    const root = fixture();
    await startForMe(root, { loggedIn: async () => false, list, save });
    expect(root.querySelector('[data-for-me-guest]')?.hasAttribute('hidden')).toBe(false);
    expect(root.querySelector('[data-for-me-list]')?.hasAttribute('hidden')).toBe(true);
    expect(list).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });

  it('draws the recommended cards as text, with the stored skin type checked', async () => {
    const root = fixture();
    const save = async (skinType: SkinType) => ({ statusCode: 200 as const, data: { skinType } });
    await startForMe(root, { loggedIn: async () => true, list: async () => answer('OILY'), save });
    const card = root.querySelector('.pcard');
    expect(card?.querySelector('a')?.getAttribute('href')).toBe('/kr/ko/dp/product/NK0000001');
    expect(card?.querySelector('.pcard__name')?.textContent).toBe('녹차숍 <제주 녹차> 토너');
    expect(card?.querySelector('.price__sale')?.textContent).toBe('20,000원');
    expect(card?.querySelector('.price__rate')?.textContent).toBe('20%');
    expect(card?.querySelector('.product-badges')?.textContent).toBe('베스트세일');
    expect(root.querySelector<HTMLInputElement>('input[value="OILY"]')?.checked).toBe(true);
    expect(root.querySelector('[data-for-me-status]')?.textContent).toBe('30대 · 지성 피부 고객님을 위한 추천 상품 1개');
  });

  it('reports each list it draws as view_item_list, the cards carrying their items for select_item', async () => {
    window.dataLayer = [];
    const root = fixture();
    await startForMe(root, {
      loggedIn: async () => true,
      list: async () => answer('OILY'),
      save: async (skinType) => ({ statusCode: 200, data: { skinType } }),
    });
    const list = { item_list_id: 'for-me', item_list_name: '추천 상품' };
    const item = {
      item_id: 'NK0000001',
      item_name: '녹차숍 <제주 녹차> 토너',
      item_brand: 'NKCHA',
      item_category: '스킨케어',
      price: 20000,
      quantity: 1,
      index: 1,
    };
    expect(JSON.parse(root.querySelector<HTMLElement>('.pcard')!.dataset.item!)).toEqual(item);
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'view_item_list', ecommerce: { currency: 'KRW', ...list, items: [{ ...item, ...list }] } },
    ]);
  });

  it('draws the list the page asked for while this code was on its way, and asks for no other', async () => {
    const root = fixture();
    const list = vi.fn(async () => answer('DRY'));
    await startForMe(
      root,
      { loggedIn: async () => true, list, save: async (skinType) => ({ statusCode: 200, data: { skinType } }) },
      Promise.resolve(answer('OILY')),
    );
    expect(list).not.toHaveBeenCalled();
    expect(root.querySelector<HTMLInputElement>('input[value="OILY"]')?.checked).toBe(true);
    expect(root.querySelectorAll('.pcard')).toHaveLength(1);
  });

  it('says so when the list the page asked for failed', async () => {
    const root = fixture();
    const first = Promise.reject(new ApiError('INTERNAL_ERROR', '일시적인 오류입니다.', 500));
    await startForMe(
      root,
      { loggedIn: async () => true, list: async () => answer(null), save: async (skinType) => ({ statusCode: 200, data: { skinType } }) },
      first,
    );
    expect(root.querySelector('[data-for-me-status]')?.textContent).toBe('일시적인 오류입니다.');
  });

  it('saves a chosen skin type, then lists for it', async () => {
    const root = fixture();
    const calls: [string, unknown][] = [];
    const list = async (skinType?: SkinType) => {
      calls.push(['list', skinType]);
      return answer(calls.length > 1 ? 'DRY' : null);
    };
    const save = async (skinType: SkinType) => {
      calls.push(['save', skinType]);
      return { statusCode: 200 as const, data: { skinType } };
    };
    await startForMe(root, { loggedIn: async () => true, list, save });
    const dry = root.querySelector<HTMLInputElement>('input[value="DRY"]')!;
    dry.checked = true;
    dry.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls).toEqual([
      ['list', undefined],
      ['save', 'DRY'],
      ['list', 'DRY'],
    ]);
  });

  it('shows the gateway message when a call fails, and the login prompt on LOGIN_REQUIRED', async () => {
    let root = fixture();
    const failing = (error: ApiError) => ({ loggedIn: async () => true, list: () => Promise.reject(error), save: () => Promise.reject(error) });
    await startForMe(root, failing(new ApiError('INTERNAL_ERROR', '일시적인 오류입니다.', 500)));
    expect(root.querySelector('[data-for-me-status]')?.textContent).toBe('일시적인 오류입니다.');
    root = fixture();
    await startForMe(root, failing(new ApiError('LOGIN_REQUIRED', '로그인이 필요합니다.', 401)));
    expect(root.querySelector('[data-for-me-guest]')?.hasAttribute('hidden')).toBe(false);
  });

  it('words the status for every case', () => {
    expect(statusText({ skinType: null, ageGroup: '20대', items: [CARD] })).toBe(
      '피부 타입을 고르면 더 꼭 맞게 추천해 드립니다. 지금은 20대 고객이 많이 찾는 상품입니다.',
    );
    expect(statusText({ skinType: 'DRY', ageGroup: null, items: [] })).toBe('지금은 추천할 상품이 없습니다. 잠시 후 다시 확인해 주세요.');
  });
});
