import { beforeEach, expect, test } from 'vitest';
import { startClickTracking } from './click-tracking';

const ITEM = { item_id: 'NK0000001', item_name: '녹차 토너', item_brand: 'NKCHA', item_category: '스킨케어', price: 20000, quantity: 1, index: 21 };
const LIST = { item_list_id: 'product-list', item_list_name: '스킨케어 상품' };
const PROMOTION = { promotion_id: 'event-3', promotion_name: '봄맞이', creative_name: '봄맞이', creative_slot: 'main_banner_1', location_id: 'main_banner' };

beforeEach(() => {
  window.dataLayer = [];
  // A new root per test: the listener lives as long as its page.
  const root = document.createElement('div');
  document.body.replaceChildren(root);
  root.innerHTML = `
    <ul data-item-list='${JSON.stringify(LIST)}'>
      <li data-item='${JSON.stringify(ITEM)}'>
        <a href="#p"><span class="name">녹차 토너</span><strong data-live="1" data-live-field="saleAmt">18,000원</strong></a>
        <button type="button" id="cart">담기</button>
      </li>
    </ul>
    <a href="#e" data-promotion='${JSON.stringify(PROMOTION)}'><img alt=""></a>
    <nav><a href="#c" data-track-common="header|button|장바구니"><span class="icon"></span></a></nav>
    <a href="#x" data-item="{broken">깨진 카드</a>`;
  startClickTracking(root);
});

const click = (selector: string) => document.querySelector<HTMLElement>(selector)!.click();

test('a card’s link is select_item: its item, its list, in KRW, after GTM’s reset', () => {
  click('.name');
  expect(window.dataLayer).toEqual([{ ecommerce: null }, { event: 'select_item', ecommerce: { currency: 'KRW', ...LIST, items: [{ ...ITEM, ...LIST }] } }]);
});

test('a card’s buttons are not a selection', () => {
  click('#cart');
  expect(window.dataLayer).toEqual([]);
});

test('a banner is select_promotion with the promotion fields, also as its item', () => {
  click('img');
  expect(window.dataLayer).toEqual([{ ecommerce: null }, { event: 'select_promotion', ecommerce: { ...PROMOTION, items: [PROMOTION] } }]);
});

test('a marked control is a flat commonEvent, even when a later handler stops the click', () => {
  document.querySelector('.icon')!.addEventListener('click', (event) => event.stopPropagation());
  click('.icon');
  expect(window.dataLayer).toEqual([{ event: 'commonEvent', event_category: 'header', event_action: 'button', event_label: '장바구니' }]);
});

test('a malformed attribute is nothing', () => {
  click('a[href="#x"]');
  expect(window.dataLayer).toEqual([]);
});
