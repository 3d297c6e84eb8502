import { beforeEach, expect, test } from 'vitest';
import { reportProductView } from './product-view';

const ITEM = { item_id: 'NK0000001', item_name: '녹차 토너', item_brand: 'NKCHA', item_category: '스킨케어', price: 20000, quantity: 1 };

beforeEach(() => {
  window.dataLayer = [];
});

test('view_item: the product page’s item, value its price as the worker refreshed it, in KRW', () => {
  document.body.innerHTML = `<article data-view-item='${JSON.stringify(ITEM)}'>
    <strong data-live="1" data-live-field="saleAmt">19,000원</strong>
    <span data-live-option="2" data-live-field="saleAmt">25,000원</span>
  </article>`;
  reportProductView(document);
  expect(window.dataLayer).toEqual([
    { ecommerce: null },
    { event: 'view_item', ecommerce: { currency: 'KRW', value: 19000, items: [{ ...ITEM, price: 19000 }] } },
  ]);
});

test('nothing on other pages', () => {
  document.body.innerHTML = '<main></main>';
  reportProductView(document);
  expect(window.dataLayer).toEqual([]);
});
