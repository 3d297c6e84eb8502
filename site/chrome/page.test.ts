import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { $page, parseBreadcrumb, startPage, syncPage } from './page';

let stop: () => void = () => {};

function html(pageType: string, breadcrumb: string[]): void {
  document.documentElement.dataset.pageType = pageType;
  document.documentElement.dataset.breadcrumb = JSON.stringify(breadcrumb);
}

function navigationType(type: string): void {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as unknown as PerformanceEntry]);
}

function pageshow(persisted: boolean): void {
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
}

beforeEach(() => html('PRODUCT_LIST', ['홈', '상품 목록']));
afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

describe('startPage', () => {
  test('reads the page type and breadcrumb from <html>; a link navigation is not a back', () => {
    navigationType('navigate');
    stop = startPage();
    expect($page.get()).toEqual({ pageType: 'PRODUCT_LIST', breadcrumb: ['홈', '상품 목록'], isBack: false });
  });

  test('a page reached with the back button says so', () => {
    navigationType('back_forward');
    stop = startPage();
    expect($page.get().isBack).toBe(true);
  });

  test('a page restored from the back-forward cache says so too', () => {
    navigationType('navigate');
    stop = startPage();
    pageshow(false);
    expect($page.get().isBack).toBe(false);
    pageshow(true);
    expect($page.get()).toEqual({ pageType: 'PRODUCT_LIST', breadcrumb: ['홈', '상품 목록'], isBack: true });
  });

  test('the next page load starts with the flag reset', () => {
    navigationType('back_forward');
    stop = startPage();
    stop();
    navigationType('navigate');
    html('PRODUCT_DETAIL', ['홈', '상품 상세']);
    stop = startPage();
    expect($page.get()).toEqual({ pageType: 'PRODUCT_DETAIL', breadcrumb: ['홈', '상품 상세'], isBack: false });
  });

  test('works where the browser has no navigation timing', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
    stop = startPage();
    expect($page.get().isBack).toBe(false);
  });
});

test('syncPage keeps the back flag and takes the new page type', () => {
  $page.set({ pageType: 'CART', breadcrumb: [], isBack: true });
  html('OTHERS', ['홈']);
  syncPage();
  expect($page.get()).toEqual({ pageType: 'OTHERS', breadcrumb: ['홈'], isBack: true });
});

test.each([
  [undefined, []],
  ['', []],
  ['not json', []],
  ['{"a":1}', []],
  ['["홈", 3, "마이페이지"]', ['홈', '마이페이지']],
])('parseBreadcrumb(%j) → %j', (raw, expected) => {
  expect(parseBreadcrumb(raw)).toEqual(expected);
});
