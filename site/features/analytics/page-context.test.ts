import { afterEach, beforeEach, expect, test } from 'vitest';
import { $page, syncPage } from '#chrome/page';
import { HANDOFF_KEY } from '#lib/data-layer-handoff';
import { startPageContext } from './page-context';

let stop = () => {};

beforeEach(() => {
  sessionStorage.clear();
  document.documentElement.dataset.pageType = 'PRODUCT_DETAIL';
  document.documentElement.dataset.breadcrumb = JSON.stringify(['홈', '상품 상세']);
  syncPage(false);
});
afterEach(() => stop());

const META = { event: 'page_meta', page_type: 'PRODUCT_DETAIL', breadcrumb: '홈 > 상품 상세', back_navigation: false };

test('page_meta heads the layer, even before what a page script pushed, then the previous page’s events', () => {
  const select = { event: 'select_item', ecommerce: { items: [{ item_id: 'NK0000001' }] } };
  sessionStorage.setItem(HANDOFF_KEY, JSON.stringify([select]));
  window.dataLayer = [{ event: 'early' }];
  stop = startPageContext();
  expect(window.dataLayer).toEqual([META, { ecommerce: null }, { ...select, handoff: true }, { event: 'early' }]);
});

test('a back-forward-cache restore is a new page_meta with back_navigation, and this page’s events go on at pagehide', () => {
  window.dataLayer = [];
  stop = startPageContext();
  window.dataLayer.push({ event: 'commonEvent', event_label: '장바구니' });
  window.dispatchEvent(new Event('pagehide'));
  expect(window.dataLayer).toEqual([META]);
  // Back on this page: the next page handed nothing (it had tags); the restore is its own page view.
  sessionStorage.clear();
  $page.set({ ...$page.get(), isBack: true });
  expect(window.dataLayer).toEqual([META, { ...META, back_navigation: true }]);
  expect(JSON.parse(sessionStorage.getItem(HANDOFF_KEY) ?? '[]')).toEqual([]);
});

test('the error screen taking over is a route change to OTHERS', () => {
  window.dataLayer = [];
  stop = startPageContext();
  document.documentElement.dataset.pageType = 'OTHERS';
  document.documentElement.dataset.breadcrumb = '[]';
  syncPage();
  expect(window.dataLayer.at(-1)).toEqual({ event: 'page_meta', page_type: 'OTHERS', breadcrumb: '', back_navigation: false });
});
