/**
 * The search page's field and what it offers before a search, as markup
 * (site/features/search/search.css styles them). The field is a plain GET form, so a search works
 * before any script and without one; site/features/search/search-box.ts adds the suggestions (the
 * ARIA 1.2 combobox on a text input) on the first focus or keystroke. Recent searches live in the
 * browser, so their panel is drawn hidden and shown by site/features/search/recent-panel.ts.
 */
import { escapeHtml } from '#shared/escape-html';
import { freshSearch, MAX_QUERY_LENGTH, SEARCH_PATH, searchUrl } from '#shared/search/search-url';
import { iconHtml } from '#shared/ui/icons';
import { attrs } from './attributes';

export const SUGGESTIONS_ID = 'search-suggestions';

/** The search field holding `query` (empty before a search). */
export function searchFormHtml(query: string): string {
  const field = attrs({
    id: 'search-q',
    name: 'q',
    type: 'text',
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': 'false',
    'aria-controls': SUGGESTIONS_ID,
    value: query,
    maxlength: MAX_QUERY_LENGTH,
    placeholder: '찾으시는 상품을 검색해 보세요',
    autocomplete: 'off',
    enterkeyhint: 'search',
    spellcheck: 'false',
  });
  // Where the empty field's clear button would be, as Korean shopping apps place it: scanning is the app's.
  const clear = `<button type="button" class="search-form__clear" aria-label="검색어 지우기" data-search-clear${attrs({ hidden: !query })}>×</button>`;
  const scan = `<button type="button" class="search-form__scan" aria-label="바코드 스캔" title="바코드 스캔" data-barcode-scan${attrs({ hidden: Boolean(query) })}>${iconHtml('barcode')}</button>`;
  return (
    `<form class="search-form" role="search" action="${SEARCH_PATH}" method="get" data-search-form>` +
    `<label class="visually-hidden" for="search-q">검색어</label>` +
    `<div class="search-form__field"><input${field}>${clear}${scan}` +
    `<ul id="${SUGGESTIONS_ID}" role="listbox" aria-label="추천 검색어" class="search-suggestions" hidden></ul></div>` +
    `<button type="submit" class="search-form__submit">검색</button></form>`
  );
}

export interface RankedKeyword {
  rank: number;
  keyword: string;
}

/** Before a search: the shopper's recent searches (drawn by the browser) and the popular keywords. */
export function searchHomeHtml(popular: readonly RankedKeyword[]): string {
  const recent =
    `<section class="search-panel" aria-labelledby="recent-searches-title" data-recent-searches hidden>` +
    `<div class="search-panel__head"><h2 id="recent-searches-title">최근 검색어</h2></div><div class="search-panel__pending"></div></section>`;
  const items = popular
    .map(({ rank, keyword }) => {
      const rankClass = rank <= 3 ? 'popular-keywords__rank popular-keywords__rank--top' : 'popular-keywords__rank';
      return (
        `<li><a class="popular-keywords__word" href="${escapeHtml(searchUrl(freshSearch(keyword)))}">` +
        `<span class="${rankClass}">${rank}<span class="visually-hidden">위</span></span><span>${escapeHtml(keyword)}</span></a></li>`
      );
    })
    .join('');
  const list = items ? `<ol class="popular-keywords">${items}</ol>` : '<p class="search-panel__empty">아직 집계된 인기 검색어가 없습니다.</p>';
  const popularPanel =
    `<section class="search-panel" aria-labelledby="popular-keywords-title">` +
    `<div class="search-panel__head"><h2 id="popular-keywords-title">인기 검색어</h2></div>${list}</section>`;
  return `<div class="search-home">${recent}${popularPanel}</div>`;
}
