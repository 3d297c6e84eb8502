import { describe, expect, test } from 'vitest';
import type { WishItem } from '#shared/schemas/wish-calls';
import { checkBuyNowSelection, checkCartSelection, defaultOptionNo, isSelectable } from './wish-rules';

const option = (no: string, soldOutYn: 'Y' | 'N') => ({
  inmOptnPrdNo: no,
  prdOptnNm: no,
  prdCd: `NKCHA${no}`,
  cnsmAmt: 1000,
  saleAmt: 1000,
  stock: soldOutYn === 'Y' ? 0 : 5,
  soldOutYn,
});
const item = (fields: Partial<WishItem>) =>
  ({ prdNm: '상품', buyRule: 'ANY', soldOutYn: 'N', saleStopYn: 'N', options: [option('1', 'N')], ...fields }) as WishItem;

describe('wish rules', () => {
  test('a line starts on its first option in stock, else its first', () => {
    expect(defaultOptionNo(item({ options: [option('1', 'Y'), option('2', 'N'), option('3', 'N')] }))).toBe('2');
    expect(defaultOptionNo(item({ options: [option('1', 'Y'), option('2', 'Y')] }))).toBe('1');
  });

  test('a sold-out product, one taken off sale, or one without an option in stock, cannot be chosen for buying', () => {
    expect(isSelectable(item({}))).toBe(true);
    expect(isSelectable(item({ soldOutYn: 'Y' }))).toBe(false);
    expect(isSelectable(item({ saleStopYn: 'Y' }))).toBe(false);
    expect(isSelectable(item({ options: [option('1', 'Y')] }))).toBe(false);
  });

  test('the cart takes anything but the club kit', () => {
    expect(checkCartSelection([])).toEqual({ ok: false, message: '상품을 선택해 주세요.' });
    expect(checkCartSelection([item({}), item({ buyRule: 'CART_ONLY' })])).toEqual({ ok: true });
    expect(checkCartSelection([item({}), item({ buyRule: 'DIRECT_ONLY' })])).toEqual({
      ok: false,
      message: '녹차클럽 키트는 바로구매로만 구매할 수 있습니다.',
    });
  });

  test('바로구매 refuses what cannot be bought alone, naming it with the right particle', () => {
    expect(checkBuyNowSelection([])).toEqual({ ok: false, message: '상품을 선택해 주세요.' });
    expect(checkBuyNowSelection([item({}), item({ buyRule: 'DIRECT_ONLY' })])).toEqual({ ok: true });
    expect(checkBuyNowSelection([item({ prdNm: '시카 시트 마스크', buyRule: 'CART_ONLY' })])).toEqual({
      ok: false,
      offerCart: true,
      message: '시카 시트 마스크는 단독으로 구매할 수 없는 상품입니다. 장바구니에 담아 다른 상품과 함께 구매해 주세요.',
    });
    expect(
      checkBuyNowSelection([
        item({ prdNm: '미니 크림', buyRule: 'CART_ONLY' }),
        item({ prdNm: '마스크', buyRule: 'CART_ONLY' }),
        item({ buyRule: 'DIRECT_ONLY' }),
      ]),
    ).toEqual({
      ok: false,
      offerCart: false,
      message: '미니 크림 외 1개 상품은 단독으로 구매할 수 없는 상품입니다. 장바구니에 담아 다른 상품과 함께 구매해 주세요.',
    });
  });
});
