import { describe, expect, it } from 'vitest';
import { ESCAPED, HOSTILE, hostileProduct } from '#shared/campaign/html/test-fixtures';
import type { SearchAnswer } from '#shared/schemas/search-calls';
import { readSearchParams } from '#shared/search/search-url';
import { searchFormHtml, searchHomeHtml } from './search-form-html';
import { searchResultsHtml } from './search-results-html';

const card = (n: number) => hostileProduct(String(100000000 + n), { prdNm: `${HOSTILE} 세럼 ${n}` });

function answerOf(overrides: Partial<SearchAnswer>): SearchAnswer {
  return {
    items: [card(1), card(2), card(3)],
    total: 45,
    page: 1,
    size: 20,
    query: '세럼',
    searchedQuery: '세럼',
    match: 'like',
    facets: {
      categories: [
        { catNm: '스킨케어', count: 40 },
        { catNm: '메이크업', count: 5 },
      ],
      brands: [{ brandCd: 'NKCHA', brandNm: '녹차숍', count: 45 }],
    },
    suggestions: [],
    ...overrides,
  };
}

const paramsOf = (search: string) => readSearchParams(search);

describe('the search field', () => {
  it('is a text combobox holding the query, escaped, with clear shown and scan hidden', () => {
    const html = searchFormHtml(HOSTILE);
    expect(html).toContain('type="text" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="search-suggestions"');
    expect(html).not.toContain('type="search"');
    expect(html).toContain(`value="${ESCAPED}"`);
    expect(html).not.toContain('<script>');
    expect(html).toMatch(/data-search-clear>×/);
    expect(html).toMatch(/data-barcode-scan hidden>/);
  });

  it('offers scanning, not clearing, while it is empty', () => {
    const html = searchFormHtml('');
    expect(html).toMatch(/data-search-clear hidden>/);
    expect(html).toMatch(/data-barcode-scan><svg/);
  });
});

describe('the page before a search', () => {
  it('links each popular keyword to its search, ranked, and keeps the recent panel for the browser', () => {
    const html = searchHomeHtml([
      { rank: 1, keyword: '선크림' },
      { rank: 4, keyword: HOSTILE },
    ]);
    expect(html).toContain('href="/kr/ko/dp/search?q=%EC%84%A0%ED%81%AC%EB%A6%BC"');
    expect(html).toContain('popular-keywords__rank popular-keywords__rank--top">1<span class="visually-hidden">위</span>');
    expect(html).toContain(`<span>${ESCAPED}</span>`);
    expect(html).toContain('data-recent-searches hidden');
  });

  it('says so when no keyword is counted yet', () => {
    expect(searchHomeHtml([])).toContain('아직 집계된 인기 검색어가 없습니다.');
  });
});

describe('the results', () => {
  it('show the count, the cards at their index across pages, the sorts and the pager', () => {
    const html = searchResultsHtml(paramsOf('?q=세럼&page=2'), answerOf({ page: 2 }));
    expect(html).toContain('총 <strong>45</strong>개');
    expect(html).toContain('&quot;index&quot;:21');
    expect(html).toContain(ESCAPED);
    expect(html).not.toContain('<script>');
    expect(html).toContain('<a href="/kr/ko/dp/search?q=%EC%84%B8%EB%9F%BC&amp;sort=popular" data-track-common="sort|tab|인기순">인기순</a>');
    expect(html).toContain('aria-label="검색 결과 페이지"');
    expect(html).toContain('href="/kr/ko/dp/search?q=%EC%84%B8%EB%9F%BC&amp;page=3"');
    expect(html).toContain('&quot;search_term&quot;:&quot;세럼&quot;');
  });

  it('say which Hangul word English-layout typing was read as', () => {
    const html = searchResultsHtml(paramsOf('?q=tpfja'), answerOf({ query: 'tpfja', searchedQuery: '세럼', match: 'keyboard' }));
    expect(html).toContain(`<p class="search-notice">'세럼'(으)로 검색한 결과입니다.</p>`);
  });

  it('offer the filters as a GET form keeping the query and sort, with counts and the chosen value', () => {
    const html = searchResultsHtml(paramsOf('?q=세럼&sort=newest&catNm=바디&minPrice=10000'), answerOf({}));
    expect(html).toContain('<form class="result-filters__body" action="/kr/ko/dp/search" method="get" data-search-filters>');
    expect(html).toContain('<input type="hidden" name="q" value="세럼"><input type="hidden" name="sort" value="newest">');
    expect(html).toContain('<option value="스킨케어">스킨케어 (40)</option>');
    // A category from a shared link that finds nothing now still shows as chosen.
    expect(html).toContain('<option value="바디" selected>바디 (0)</option>');
    expect(html).toContain('name="minPrice" aria-label="최저 가격" placeholder="최저 가격" inputmode="numeric" pattern="[0-9]*" maxlength="9" value="10000"');
    expect(html).toContain('<details class="result-filters" open data-open-on-pc>');
    expect(html).toContain('href="/kr/ko/dp/search?q=%EC%84%B8%EB%9F%BC&amp;sort=newest">필터 초기화</a>');
  });

  it('fold the filters when none is on', () => {
    expect(searchResultsHtml(paramsOf('?q=세럼'), answerOf({}))).toContain('<details class="result-filters" data-open-on-pc>');
  });

  it('show the empty state with keywords to try, escaped, and no sorts or pager', () => {
    const html = searchResultsHtml(
      paramsOf(`?q=${encodeURIComponent(HOSTILE)}`),
      answerOf({ items: [], total: 0, query: HOSTILE, match: null, suggestions: ['선크림', HOSTILE] }),
    );
    expect(html).toContain(`<h2 class="ui-empty__title" id="search-empty-title">&#39;${ESCAPED}&#39;에 대한 검색 결과가 없습니다.</h2>`);
    expect(html).toContain('<section class="ui-empty" aria-labelledby="search-empty-title"><svg class="ui-empty__icon"');
    expect(html).toContain('<a class="chip" href="/kr/ko/dp/search?q=%EC%84%A0%ED%81%AC%EB%A6%BC">선크림</a>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('sort-links');
    expect(html).not.toContain('ui-pagination');
    expect(html).not.toContain('result-filters');
  });

  it('keep the filters when they are what found nothing, with a way back', () => {
    const html = searchResultsHtml(paramsOf('?q=세럼&brandCd=ZZZZZ'), answerOf({ items: [], total: 0 }));
    expect(html).toContain('<p class="ui-empty__text">선택한 조건에 맞는 상품이 없습니다.</p>');
    expect(html).toContain('<div class="ui-empty__actions"><a class="search-empty__reset" href="/kr/ko/dp/search?q=%EC%84%B8%EB%9F%BC">필터 초기화</a></div>');
    expect(html).toContain('result-filters');
  });
});
