import { expect, test } from 'vitest';
import { pageWindow } from '#shared/page-window';
import { freshSearch, isStartedSearch, readSearchParams, searchUrl, toSearchRequest } from './search-url';

test('a search round-trips through its URL', () => {
  const params = { q: '세럼', sort: 'priceAsc' as const, page: 3, catNm: '스킨케어', brandCd: 'NC001', minPrice: 10000, maxPrice: 30000 };
  const url = searchUrl(params);
  expect(url.startsWith('/kr/ko/dp/search?q=%EC%84%B8%EB%9F%BC&sort=priceAsc')).toBe(true);
  expect(readSearchParams(new URL(url, 'https://shop.test').search)).toEqual(params);
});

test('defaults stay out of the URL', () => {
  expect(searchUrl(freshSearch('크림'))).toBe('/kr/ko/dp/search?q=%ED%81%AC%EB%A6%BC');
  expect(searchUrl(freshSearch(''))).toBe('/kr/ko/dp/search');
});

test('invalid values are left out rather than failing', () => {
  expect(readSearchParams('?q=%20%ED%81%AC%EB%A6%BC%20&sort=cheap&page=0&brandCd=AB&minPrice=-5&maxPrice=abc')).toEqual({
    q: '크림',
    sort: 'relevance',
    page: 1,
  });
  expect(readSearchParams('?page=9999').page).toBe(1);
  expect(readSearchParams(`?q=${'가'.repeat(80)}`).q).toHaveLength(50);
});

test('the request asks for 20 results of the page', () => {
  expect(toSearchRequest({ q: '세럼', sort: 'newest', page: 2, catNm: '메이크업' })).toEqual({
    query: '세럼',
    sort: 'newest',
    page: 2,
    catNm: '메이크업',
    size: 20,
  });
});

test('page links: a window of five around the current page', () => {
  expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
  expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
  expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
});

test('a search a shopper started is its first page in the default order without a filter; looking again is not', () => {
  expect(isStartedSearch({ page: 1, sort: 'relevance' })).toBe(true);
  expect(isStartedSearch({ page: 2, sort: 'relevance' })).toBe(false);
  expect(isStartedSearch({ page: 1, sort: 'popular' })).toBe(false);
  expect(isStartedSearch({ page: 1, sort: 'relevance', catNm: '스킨케어' })).toBe(false);
  expect(isStartedSearch({ page: 1, sort: 'relevance', maxPrice: 10_000 })).toBe(false);
  expect(isStartedSearch(readSearchParams('?q=세럼&catNm=&minPrice='))).toBe(true);
});
