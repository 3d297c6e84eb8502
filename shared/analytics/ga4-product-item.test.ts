import { expect, test } from 'vitest';
import { itemList, itemsValue, productItem } from './ga4-product-item';

const CARD = { productCode: 'BO0000001', prdNm: '녹차 토너', brandCd: 'BOMNL', catNm: '스킨케어', saleAmt: 17600 };

test('a card is an item named by its product code and brand code, one unit at its sale price', () => {
  expect(productItem(CARD)).toEqual({
    item_id: 'BO0000001',
    item_name: '녹차 토너',
    item_brand: 'BOMNL',
    item_category: '스킨케어',
    price: 17600,
    quantity: 1,
  });
  expect(productItem(CARD, 21)).toMatchObject({ index: 21 });
});

test('a list’s names, and the value of items', () => {
  expect(itemList('best', '전체 베스트')).toEqual({ item_list_id: 'best', item_list_name: '전체 베스트' });
  expect(
    itemsValue([
      { price: 17600, quantity: 2 },
      { price: 9000, quantity: 1 },
    ]),
  ).toBe(44200);
  expect(itemsValue([])).toBe(0);
});
