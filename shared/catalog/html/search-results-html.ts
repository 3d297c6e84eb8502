/**
 * A search's results as markup (site/features/search/search.css and the catalog's card styles):
 * the English-layout notice, the count, the sorts, the filters, the cards of the lists, the pager,
 * or the ui layer's empty state (empty-state-html.ts) with keywords worth trying. `data-search-event` is the page's `search`
 * analytics event (docs/analytics.md), sent by site/features/search/search-page.ts.
 */
import { escapeHtml } from '#shared/escape-html';
import { formatNumber } from '#shared/format';
import { lastPage } from '#shared/page-window';
import type { SearchAnswer } from '#shared/schemas/search-calls';
import { searchEventParams } from '#shared/search/search-event';
import { freshSearch, hasFilters, SEARCH_LAST_PAGE, searchUrl, type SearchParams } from '#shared/search/search-url';
import { jsonAttr } from './attributes';
import { emptyStateHtml } from './empty-state-html';
import { pagerHtml } from './pager-html';
import { productGridHtml } from './product-card-html';
import { searchFiltersHtml, searchSortLinksHtml, withoutFilters } from './search-filters-html';

/** A phone shows two cards a row: the first row's images are the page's largest paint. */
const EAGER_CARDS = 2;

const TIPS = [
  '단어의 철자가 정확한지 확인해 주세요.',
  '검색어의 단어 수를 줄이거나 더 일반적인 단어로 검색해 보세요.',
  '초성(예: ㅅㄹ)이나 브랜드명으로도 검색할 수 있습니다.',
];

function emptyHtml(answer: SearchAnswer, params: SearchParams): string {
  const filtered = hasFilters(params);
  const chips = answer.suggestions
    .map((keyword) => `<li><a class="chip" href="${escapeHtml(searchUrl(freshSearch(keyword)))}">${escapeHtml(keyword)}</a></li>`)
    .join('');
  const suggestions = chips
    ? `<section class="search-empty__suggestions" aria-labelledby="search-empty-suggestions"><h3 id="search-empty-suggestions">이런 검색어는 어떠세요?</h3><ul>${chips}</ul></section>`
    : '';
  return emptyStateHtml({
    icon: 'search',
    id: 'search-empty-title',
    title: `'${answer.query}'에 대한 검색 결과가 없습니다.`,
    text: filtered ? '선택한 조건에 맞는 상품이 없습니다.' : undefined,
    actions: filtered ? `<a class="search-empty__reset" href="${escapeHtml(searchUrl(withoutFilters(params)))}">필터 초기화</a>` : undefined,
    more: `${suggestions}<ul class="search-empty__tips">${TIPS.map((tip) => `<li>${tip}</li>`).join('')}</ul>`,
  });
}

/** The results of `params` as `answer` gives them. */
export function searchResultsHtml(params: SearchParams, answer: SearchAnswer): string {
  const notice = answer.match === 'keyboard' ? `<p class="search-notice">'${escapeHtml(answer.searchedQuery)}'(으)로 검색한 결과입니다.</p>` : '';
  const sorts = answer.total > 0 ? searchSortLinksHtml(params) : '';
  const filters = answer.total > 0 || hasFilters(params) ? searchFiltersHtml(params, answer.facets) : '';
  const firstIndex = (answer.page - 1) * answer.size + 1;
  const results =
    answer.items.length > 0
      ? productGridHtml(answer.items, { label: '검색 결과', listId: 'search-results', firstIndex, eagerCount: EAGER_CARDS })
      : emptyHtml(answer, params);
  const pager = pagerHtml(params.page, lastPage(answer.total, answer.size, SEARCH_LAST_PAGE), '검색 결과 페이지', (page) => searchUrl({ ...params, page }));
  return (
    `<section id="search-results" class="search-results" aria-labelledby="search-results-title" data-search-event="${jsonAttr(searchEventParams(answer))}">` +
    `<h2 id="search-results-title" class="visually-hidden">'${escapeHtml(answer.query)}' 검색 결과</h2>${notice}` +
    `<div class="search-results__head"><p class="search-results__count">총 <strong>${formatNumber(answer.total)}</strong>개</p>${sorts}</div>` +
    `${filters}${results}${pager}</section>`
  );
}
