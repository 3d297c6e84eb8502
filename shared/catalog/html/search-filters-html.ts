/**
 * Narrowing and ordering search results without script: the sorts are links, the filters a GET
 * form (category and brand with their counts, a price range) whose 적용 starts again at page 1.
 * site/features/search/search-page.ts submits the form as soon as a select changes.
 */
import { escapeHtml } from '#shared/escape-html';
import { formatNumber } from '#shared/format';
import type { SearchAnswer } from '#shared/schemas/search-calls';
import { hasFilters, SEARCH_PATH, searchUrl, SORT_LABELS, type SearchParams, type SearchSort } from '#shared/search/search-url';
import { attrs } from './attributes';

/** The search without its filters (the query and the sort stay). */
export const withoutFilters = (params: SearchParams): SearchParams => ({ q: params.q, sort: params.sort, page: 1 });

/** The sorts, each from page 1 with the same filters; the current one is marked. */
export function searchSortLinksHtml(params: SearchParams): string {
  const links = (Object.entries(SORT_LABELS) as [SearchSort, string][])
    .map(([sort, label]) => {
      const link = attrs({
        href: searchUrl({ ...params, sort, page: 1 }),
        'aria-current': sort === params.sort ? 'page' : undefined,
        'data-track-common': `sort|tab|${label}`,
      });
      return `<li><a${link}>${escapeHtml(label)}</a></li>`;
    })
    .join('');
  return `<nav class="sort-links search-sorts" aria-label="정렬"><ul>${links}</ul></nav>`;
}

interface Choice {
  value: string;
  label: string;
  count: number;
}

function selectHtml(name: string, label: string, choices: readonly Choice[], chosen: string | undefined): string {
  // A filter from a shared link that matches nothing any more still shows as chosen.
  const all = chosen === undefined || choices.some((choice) => choice.value === chosen) ? choices : [{ value: chosen, label: chosen, count: 0 }, ...choices];
  const options = all
    .map(
      (choice) =>
        `<option${attrs({ value: choice.value, selected: choice.value === chosen })}>${escapeHtml(choice.label)} (${formatNumber(choice.count)})</option>`,
    )
    .join('');
  const id = `search-${name}`;
  return (
    `<div class="result-filters__select"><label for="${id}">${label}</label>` +
    `<select id="${id}" name="${name}"><option value="">전체</option>${options}</select></div>`
  );
}

const priceField = (name: 'minPrice' | 'maxPrice', label: string, value: number | undefined) =>
  `<input${attrs({ name, 'aria-label': label, placeholder: label, inputmode: 'numeric', pattern: '[0-9]*', maxlength: 9, value })}>`;

/** Folded on a phone unless a filter is on, so the first results show without scrolling. */
export function searchFiltersHtml(params: SearchParams, facets: SearchAnswer['facets']): string {
  const count = [params.catNm, params.brandCd, params.minPrice ?? params.maxPrice].filter((value) => value !== undefined).length;
  const badge = count > 0 ? `<span class="result-filters__count">${count}<span class="visually-hidden">개 적용</span></span>` : '';
  const categories = facets.categories.map((facet) => ({ value: facet.catNm, label: facet.catNm, count: facet.count }));
  const brands = facets.brands.map((facet) => ({ value: facet.brandCd, label: facet.brandNm, count: facet.count }));
  const reset = hasFilters(params) ? `<a class="result-filters__reset" href="${escapeHtml(searchUrl(withoutFilters(params)))}">필터 초기화</a>` : '';
  const kept =
    `<input type="hidden" name="q" value="${escapeHtml(params.q)}">` +
    (params.sort === 'relevance' ? '' : `<input type="hidden" name="sort" value="${params.sort}">`);
  return (
    `<details class="result-filters"${attrs({ open: count > 0 })} data-open-on-pc>` +
    `<summary class="result-filters__summary">필터${badge}</summary>` +
    `<form class="result-filters__body" action="${SEARCH_PATH}" method="get" data-search-filters>${kept}` +
    selectHtml('catNm', '카테고리', categories, params.catNm) +
    selectHtml('brandCd', '브랜드', brands, params.brandCd) +
    `<fieldset class="price-range"><legend class="visually-hidden">가격 범위</legend>` +
    `${priceField('minPrice', '최저 가격', params.minPrice)}<span aria-hidden="true">~</span>${priceField('maxPrice', '최고 가격', params.maxPrice)}` +
    `<button type="submit" class="price-range__apply">적용</button></fieldset>${reset}</form></details>`
  );
}
