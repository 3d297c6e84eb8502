import { beforeEach, expect, test } from 'vitest';
import { reportStaticItemLists } from './item-lists';

const item = (id: string, index: number) => ({
  item_id: id,
  item_name: `상품 ${id}`,
  item_brand: 'NKCHA',
  item_category: '스킨케어',
  price: 10000,
  quantity: 1,
  index,
});
const attr = (value: object) => JSON.stringify(value).replace(/'/g, '&#39;');

beforeEach(() => {
  window.dataLayer = [];
});

test('each static list is one view_item_list with its cards in order; empty and browser-drawn lists are not', () => {
  const best = { item_list_id: 'home-best', item_list_name: '베스트' };
  const drawn = { item_list_id: 'search-results', item_list_name: '검색 결과' };
  document.body.innerHTML = `
    <ul data-item-list='${attr(best)}'>
      <li data-item='${attr(item('A', 1))}'><strong data-live="1" data-live-field="saleAmt">9,000원</strong></li>
      <li data-item='${attr(item('B', 2))}'></li>
    </ul>
    <ul data-item-list='${attr({ item_list_id: 'home-new', item_list_name: '신상품' })}'></ul>
    <ul data-item-list='${attr(drawn)}' data-item-list-drawn><li data-item='${attr(item('C', 1))}'></li></ul>`;
  reportStaticItemLists(document);
  expect(window.dataLayer).toEqual([
    { ecommerce: null },
    {
      event: 'view_item_list',
      ecommerce: {
        currency: 'KRW',
        ...best,
        items: [
          { ...item('A', 1), price: 9000, ...best },
          { ...item('B', 2), ...best },
        ],
      },
    },
  ]);
});
