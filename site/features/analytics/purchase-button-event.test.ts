import { expect, test } from 'vitest';
import { DEFAULT_PURCHASE_BUTTON_EVENT, purchaseButtonEvent } from './purchase-button-event';

test.each([
  ['MAIN', '', 'purchasemainbtn'],
  ['MAIN', '/dp', 'purchasemainbtn'],
  ['PRODUCT_LIST', '/dp/product-list', 'purchaseplpbtn'],
  ['PRODUCT_DETAIL', '/dp/product/:productCode', 'purchaseprdbtn'],
  ['SEARCH_RESULT', '/dp/search', 'purchasesrpbtn'],
  ['LIVE_DETAIL', '/dp/live-broadcast', 'purchaseldpbtn'],
  ['EVENT_DETAIL', '/ca/event/:id', 'purchaseevtbtn'],
  ['OTHERS', '/dp/best', 'purchasebestbtn'],
  ['OTHERS', '/dp/hot-deal', 'purchasehotdealbtn'],
  ['OTHERS', '/dp/for-me', 'purchaseformepbtn'],
  ['OTHERS', '/dp/sample-market', 'purchasesmpbtn'],
  ['OTHERS', '/dp/employees', 'purchaseemployeepbtn'],
  ['OTHERS', '/cu/mypage/wish', 'purchasewishbtn'],
  ['CART', '/or/order-cart', 'purchasecartpbtn'],
  ['LIVE_LIST', '/dp/live', 'purchaseplpbtn'],
  ['EVENT_LIST', '/ca/event', 'purchaseplpbtn'],
  ['ORDER', '/or/order', 'purchaseplpbtn'],
  ['OTHERS', '/dp/shopping-log', 'purchaseplpbtn'],
  // A browser's path, with the locale base and a trailing slash.
  ['OTHERS', '/kr/ko/dp/best/', 'purchasebestbtn'],
  ['PRODUCT_DETAIL', '/kr/ko/dp/product/NK0000001', 'purchaseprdbtn'],
])('%s at %s → %s', (pageType, path, event) => {
  expect(purchaseButtonEvent(pageType, path)).toBe(event);
});

test('the default is purchaseplpbtn', () => {
  expect(DEFAULT_PURCHASE_BUTTON_EVENT).toBe('purchaseplpbtn');
  expect(purchaseButtonEvent('UNKNOWN', '/nowhere')).toBe('purchaseplpbtn');
});
