/**
 * Narrowing and ordering the results: category and brand (from the answer's facets, with their
 * counts), a price range and the sort. Every change is a new URL and starts again at page 1.
 */
import { useState, type FormEvent } from 'react';
import { formatNumber } from '#shared/format';
import type { SearchAnswer } from './calls';
import { showSearch } from './search-store';
import { SORT_LABELS, type SearchParams, type SearchSort } from './search-url';

interface Props {
  params: SearchParams;
  facets: SearchAnswer['facets'];
}

export const hasFilters = (params: SearchParams) => Boolean(params.catNm || params.brandCd) || params.minPrice !== undefined || params.maxPrice !== undefined;

/** The search without its filters (the query and the sort stay). */
export const withoutFilters = (params: SearchParams): SearchParams => ({ q: params.q, sort: params.sort, page: 1 });

function PriceRange({ params }: { params: SearchParams }) {
  const [min, setMin] = useState(params.minPrice?.toString() ?? '');
  const [max, setMax] = useState(params.maxPrice?.toString() ?? '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const read = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : undefined);
    let [minPrice, maxPrice] = [read(min), read(max)];
    // A range typed the wrong way round still means the same range.
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
    void showSearch({ ...params, minPrice, maxPrice, page: 1 });
  };
  return (
    <form className="price-range" onSubmit={onSubmit} aria-label="가격 범위">
      <input aria-label="최저 가격" inputMode="numeric" pattern="[0-9]*" placeholder="최저 가격" value={min} onChange={(event) => setMin(event.target.value)} />
      <span aria-hidden="true">~</span>
      <input aria-label="최고 가격" inputMode="numeric" pattern="[0-9]*" placeholder="최고 가격" value={max} onChange={(event) => setMax(event.target.value)} />
      <button type="submit" className="price-range__apply">
        적용
      </button>
    </form>
  );
}

const filterCount = (params: SearchParams) => [params.catNm, params.brandCd, params.minPrice ?? params.maxPrice].filter((value) => value !== undefined).length;

/** The sort menu, beside the result count. */
export function SortSelect({ params }: { params: SearchParams }) {
  return (
    <div className="sort-select">
      <label className="visually-hidden" htmlFor="search-sort">
        정렬
      </label>
      <select id="search-sort" value={params.sort} onChange={(event) => void showSearch({ ...params, sort: event.target.value as SearchSort, page: 1 })}>
        {Object.entries(SORT_LABELS).map(([sort, label]) => (
          <option key={sort} value={sort}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Folded on a phone unless a filter is on, so the first results show without scrolling; open on PC. */
export function ResultFilters({ params, facets }: Props) {
  const [open, setOpen] = useState(() => document.documentElement.dataset.layout === 'pc' || hasFilters(params));
  const change = (next: Partial<SearchParams>) => void showSearch({ ...params, ...next, page: 1 });
  // A filter from a shared link that matches nothing any more still shows as chosen.
  const categories =
    facets.categories.some((facet) => facet.catNm === params.catNm) || !params.catNm
      ? facets.categories
      : [{ catNm: params.catNm, count: 0 }, ...facets.categories];
  const brands =
    facets.brands.some((facet) => facet.brandCd === params.brandCd) || !params.brandCd
      ? facets.brands
      : [{ brandCd: params.brandCd, brandNm: params.brandCd, count: 0 }, ...facets.brands];
  const count = filterCount(params);
  return (
    <details className="result-filters" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="result-filters__summary">
        필터
        {count > 0 && (
          <span className="result-filters__count">
            {count}
            <span className="visually-hidden">개 적용</span>
          </span>
        )}
      </summary>
      <div className="result-filters__body">
        <div className="result-filters__select">
          <label htmlFor="search-category">카테고리</label>
          <select id="search-category" value={params.catNm ?? ''} onChange={(event) => change({ catNm: event.target.value || undefined })}>
            <option value="">전체</option>
            {categories.map((facet) => (
              <option key={facet.catNm} value={facet.catNm}>
                {facet.catNm} ({formatNumber(facet.count)})
              </option>
            ))}
          </select>
        </div>
        <div className="result-filters__select">
          <label htmlFor="search-brand">브랜드</label>
          <select id="search-brand" value={params.brandCd ?? ''} onChange={(event) => change({ brandCd: event.target.value || undefined })}>
            <option value="">전체</option>
            {brands.map((facet) => (
              <option key={facet.brandCd} value={facet.brandCd}>
                {facet.brandNm} ({formatNumber(facet.count)})
              </option>
            ))}
          </select>
        </div>
        <PriceRange key={`${params.minPrice}-${params.maxPrice}`} params={params} />
        {hasFilters(params) && (
          <button type="button" className="result-filters__reset" onClick={() => void showSearch(withoutFilters(params))}>
            필터 초기화
          </button>
        )}
      </div>
    </details>
  );
}
