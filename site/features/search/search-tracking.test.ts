import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { ProductCard } from '#shared/schemas/display-calls';
import type { SearchAnswer } from '#shared/schemas/search-calls';
import { resultIndex, searchEventParams, trackingItems } from '#shared/search/search-event';
import { SEARCH_TRACKING_THROTTLE_MS, throttle, trackSearch } from './search-tracking';

const card = (n: number): ProductCard => ({
  inmPrdNo: String(n),
  productCode: `P${String(n).padStart(4, '0')}`,
  prdNm: `녹차 세럼 ${n}`,
  brandCd: 'NC001',
  brandNm: '녹차숲',
  catNm: '스킨케어',
  subCatNm: '세럼',
  cnsmAmt: 30000,
  saleAmt: 24000,
  dcRate: 20,
  badges: [],
  soldOutYn: 'N',
  reviewCnt: 0,
  ratingAvg: 0,
  imageUrl: `/images/products/${n}-1.svg`,
  imageAlt: '',
  hotDealEndDttm: null,
  buyRule: 'ANY',
});

const answer = (page: number, items: ProductCard[], query = '세럼'): SearchAnswer => ({
  items,
  total: 45,
  page,
  size: 20,
  query,
  searchedQuery: query,
  match: 'fts',
  facets: { categories: [], brands: [] },
  suggestions: [],
});

beforeEach(() => {
  delete window.dataLayer;
  vi.useFakeTimers();
});

afterEach(() => vi.useRealTimers());

test('index = (page − 1) × size + the 1-based position', () => {
  expect(resultIndex(1, 20, 1)).toBe(1);
  expect(resultIndex(1, 20, 20)).toBe(20);
  expect(resultIndex(2, 20, 1)).toBe(21);
  expect(resultIndex(3, 20, 5)).toBe(45);
  expect(resultIndex(4, 10, 3)).toBe(33);
});

test('items carry the search result fields, with the index counted across pages', () => {
  const items = trackingItems(answer(3, [card(41), card(42)]));
  expect(items).toEqual([
    {
      product_id: 'P0041',
      name: { ko: '녹차 세럼 41' },
      category: { main: ['스킨케어'] },
      sap_code: [],
      discounted_price: 24000,
      list_price: 30000,
      index: 41,
    },
    expect.objectContaining({ product_id: 'P0042', index: 42 }),
  ]);
});

test('throttle runs the first call at once and only the latest call of each 100 ms window', () => {
  const calls: string[] = [];
  const throttled = throttle((value: string) => calls.push(value), 100);
  throttled('a');
  expect(calls).toEqual(['a']);
  throttled('b');
  vi.advanceTimersByTime(50);
  throttled('c');
  expect(calls).toEqual(['a']);
  vi.advanceTimersByTime(49);
  expect(calls).toEqual(['a']);
  vi.advanceTimersByTime(1);
  expect(calls).toEqual(['a', 'c']);
  vi.advanceTimersByTime(100);
  expect(calls).toEqual(['a', 'c']);
  throttled('d');
  expect(calls).toEqual(['a', 'c', 'd']);
});

test('the search event: the query and its items, at most one per 100 ms', () => {
  vi.advanceTimersByTime(SEARCH_TRACKING_THROTTLE_MS);
  trackSearch(searchEventParams(answer(1, [card(1)], '세럼')));
  trackSearch(searchEventParams(answer(1, [card(2)], '크림')));
  trackSearch(searchEventParams(answer(2, [card(21)], '토너')));
  expect(window.dataLayer).toHaveLength(1);
  vi.advanceTimersByTime(SEARCH_TRACKING_THROTTLE_MS);
  expect(window.dataLayer).toHaveLength(2);
  const [first, last] = window.dataLayer as Record<string, unknown>[];
  expect(first).toMatchObject({ event: 'search', search_term: '세럼', searched_term: '세럼', search_match: 'fts', total: 45, page: 1 });
  expect(last).toMatchObject({ event: 'search', search_term: '토너', page: 2 });
  expect(JSON.parse(last.items as string)).toEqual([expect.objectContaining({ product_id: 'P0021', index: 21 })]);
});
