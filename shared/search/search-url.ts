/**
 * A search lives in the page's URL (`/kr/ko/dp/search?q=세럼&sort=…&page=…`), so a reload, the
 * back button and a shared link all show the same results. Reading is forgiving: a value that
 * is not valid is left out rather than failing the page.
 */
import type { SEARCH_SORTS, SearchProductRequest } from '#shared/schemas/search-calls';
import { sitePath } from '#shared/site-path';

export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The longest query a search takes (the search calls' schema says the same). */
export const MAX_QUERY_LENGTH = 50;

/** The search answers at most this many pages (the search calls' schema says the same). */
export const SEARCH_LAST_PAGE = 500;

export const SEARCH_PATH = sitePath('dp/search');
export const SEARCH_PAGE_SIZE = 20;
export const DEFAULT_SORT: SearchSort = 'relevance';

/** The sort menu, in the order it shows (the record's type makes it cover every sort of the contract). */
export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: '정확도순',
  popular: '인기순',
  newest: '신상품순',
  priceAsc: '낮은 가격순',
  priceDesc: '높은 가격순',
};

export interface SearchParams {
  q: string;
  sort: SearchSort;
  page: number;
  catNm?: string;
  brandCd?: string;
  minPrice?: number;
  maxPrice?: number;
}

const isSort = (value: string | null): value is SearchSort => value !== null && Object.hasOwn(SORT_LABELS, value);

function wholeNumber(value: string | null, max: number): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number <= max ? number : undefined;
}

/** A search's filters, as the search call and the page's address name them. */
type Filtered = Pick<SearchParams, 'catNm' | 'brandCd' | 'minPrice' | 'maxPrice'>;

export const hasFilters = (search: Filtered): boolean =>
  search.catNm !== undefined || search.brandCd !== undefined || search.minPrice !== undefined || search.maxPrice !== undefined;

/**
 * Whether a search is one a shopper started, which popular keywords count: its first page, in
 * the default order, without a filter. Its later pages, other sorts and filters look again at the
 * same results and are not counted again.
 */
export const isStartedSearch = (search: Filtered & { page: number; sort: SearchSort }): boolean =>
  search.page === 1 && search.sort === DEFAULT_SORT && !hasFilters(search);

/** The search of a URL's query string; `q` is '' when there is none. */
export function readSearchParams(search: string): SearchParams {
  const params = new URLSearchParams(search);
  const result: SearchParams = {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    sort: isSort(params.get('sort')) ? (params.get('sort') as SearchSort) : DEFAULT_SORT,
    page: Math.max(1, wholeNumber(params.get('page'), SEARCH_LAST_PAGE) ?? 1),
  };
  const catNm = params.get('catNm');
  if (catNm && catNm.length <= 40) result.catNm = catNm;
  const brandCd = params.get('brandCd');
  if (brandCd && brandCd.length === 5) result.brandCd = brandCd;
  const minPrice = wholeNumber(params.get('minPrice'), 100_000_000);
  const maxPrice = wholeNumber(params.get('maxPrice'), 100_000_000);
  if (minPrice !== undefined) result.minPrice = minPrice;
  if (maxPrice !== undefined) result.maxPrice = maxPrice;
  return result;
}

/** The URL of a search; the default sort and page 1 are left out. */
export function searchUrl(params: SearchParams): string {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.sort !== DEFAULT_SORT) query.set('sort', params.sort);
  if (params.catNm) query.set('catNm', params.catNm);
  if (params.brandCd) query.set('brandCd', params.brandCd);
  if (params.minPrice !== undefined) query.set('minPrice', String(params.minPrice));
  if (params.maxPrice !== undefined) query.set('maxPrice', String(params.maxPrice));
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `${SEARCH_PATH}?${text}` : SEARCH_PATH;
}

/** A new search for `q`: the filters and page of the previous one do not carry over. */
export function freshSearch(q: string): SearchParams {
  return { q, sort: DEFAULT_SORT, page: 1 };
}

export function toSearchRequest(params: SearchParams): SearchProductRequest {
  const { q, ...rest } = params;
  return { query: q, ...rest, size: SEARCH_PAGE_SIZE };
}
