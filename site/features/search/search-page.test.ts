import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { hostileProduct } from '#shared/campaign/html/test-fixtures';
import type { SearchAnswer } from '#shared/schemas/search-calls';
import { searchFormHtml, searchHomeHtml } from '#shared/catalog/html/search-form-html';
import { searchResultsHtml } from '#shared/catalog/html/search-results-html';
import { readSearchParams } from '#shared/search/search-url';

const card = hostileProduct('100000001', { productCode: 'NK0000001', prdNm: '녹차 세럼' });
const answer: SearchAnswer = {
  items: [card],
  total: 1,
  page: 1,
  size: 20,
  query: '세럼',
  searchedQuery: '세럼',
  match: 'like',
  facets: { categories: [{ catNm: '스킨케어', count: 1 }], brands: [{ brandCd: 'NKCHA', brandNm: '녹차숍', count: 1 }] },
  suggestions: [],
};

let navigationType: string;

async function openPage(search: string, html: string): Promise<void> {
  history.replaceState(null, '', `/kr/ko/dp/search${search}`);
  document.body.innerHTML = html;
  const { startSearchPage } = await import('./search-page');
  startSearchPage();
}

const recentWords = async () => (await import('./store')).$recentSearches.get().items.map((item) => item.srchTgtVl);

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ statusCode: 200, data: [] })),
  );
  navigationType = 'navigate';
  vi.spyOn(performance, 'getEntriesByType').mockImplementation(() => [{ type: navigationType }] as unknown as PerformanceEntryList);
  delete window.dataLayer;
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

test('sends the page’s search event once, and adds the query to the recent searches of a fresh visit', async () => {
  await openPage('?q=세럼', searchFormHtml('세럼') + searchResultsHtml(readSearchParams('?q=세럼'), answer));
  const events = (window.dataLayer as Record<string, unknown>[]).filter((entry) => entry.event === 'search');
  expect(events).toEqual([expect.objectContaining({ search_term: '세럼', searched_term: '세럼', search_match: 'like', total: 1, page: 1 })]);
  expect(JSON.parse(events[0].items as string)).toEqual([expect.objectContaining({ product_id: 'NK0000001', index: 1 })]);
  await vi.waitFor(async () => expect(await recentWords()).toEqual(['세럼']), { timeout: 4_000 });
});

test('a reload shows the results again without making them a new recent search', async () => {
  navigationType = 'reload';
  await openPage('?q=세럼', searchFormHtml('세럼') + searchResultsHtml(readSearchParams('?q=세럼'), answer));
  await new Promise((resolve) => setTimeout(resolve, 50));
  const store = await import('./store');
  expect(store.$recentSearches.get().items).toEqual([]);
});

test('a filter select submits its form at once, leaving empty fields out', async () => {
  navigationType = 'back_forward';
  await openPage('?q=세럼', searchFormHtml('세럼') + searchResultsHtml(readSearchParams('?q=세럼'), answer));
  const filters = document.querySelector<HTMLFormElement>('form[data-search-filters]')!;
  const submitted = vi.fn((event: Event) => event.preventDefault());
  filters.addEventListener('submit', submitted);
  const category = filters.querySelector<HTMLSelectElement>('select[name="catNm"]')!;
  category.value = '스킨케어';
  category.dispatchEvent(new Event('change', { bubbles: true }));
  expect(submitted).toHaveBeenCalledTimes(1);
  const sent = [...filters.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[name]')].filter((field) => !field.disabled).map((field) => field.name);
  expect(sent).toEqual(['q', 'catNm']);
});

test('the suggestions’ code waits for the field; the recent panel shows before a search', async () => {
  await openPage('', searchFormHtml('') + searchHomeHtml([{ rank: 1, keyword: '선크림' }]));
  const field = document.querySelector('input')!;
  expect(field.getAttribute('aria-expanded')).toBe('false');
  const panel = document.querySelector<HTMLElement>('[data-recent-searches]')!;
  await vi.waitFor(() => expect(panel.textContent).toContain('최근 검색어가 없습니다.'));
  expect(panel.hidden).toBe(false);
});

test('× clears the field and an empty search stays, before the suggestions’ code has come', async () => {
  navigationType = 'reload';
  await openPage('?q=세럼', searchFormHtml('세럼') + searchResultsHtml(readSearchParams('?q=세럼'), answer));
  const form = document.querySelector<HTMLFormElement>('form[data-search-form]')!;
  const field = form.querySelector('input')!;
  form.querySelector<HTMLButtonElement>('[data-search-clear]')!.click();
  expect(field.value).toBe('');
  expect(document.activeElement).toBe(field);
  expect(form.dispatchEvent(new Event('submit', { cancelable: true }))).toBe(false);
});

test('another page of the same search is not a new recent search', async () => {
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${location.origin}/kr/ko/dp/search?q=%EC%84%B8%EB%9F%BC`);
  await openPage('?q=세럼&page=2', searchFormHtml('세럼') + searchResultsHtml(readSearchParams('?q=세럼&page=2'), { ...answer, page: 2 }));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect((await import('./store')).$recentSearches.get().items).toEqual([]);
});
