/**
 * The results of the search in the URL: the count, the English-layout notice, filters and sort,
 * the product grid, the pages, or the empty state. Until the first answer a placeholder of the same
 * size stands in; while the next answer loads the previous results stay, dimmed, so the screen
 * does not jump.
 */
import { formatNumber } from '#shared/format';
import { EmptyResult } from './EmptyResult';
import { Pagination } from '#components/ui/Pagination.tsx';
import { lastPage } from '#shared/page-window';
import { ProductCard } from './ProductCard';
import { ResultsPlaceholder } from './ResultsPlaceholder';
import { hasFilters, ResultFilters, SortSelect } from './ResultFilters';
import { retrySearch, showSearch, type SearchState } from './search-store';
import { resultIndex, SEARCH_RESULTS_LIST } from './search-tracking';
import { searchUrl } from './search-url';

/** The search answers at most this many pages. */
const SEARCH_LAST_PAGE = 500;

export function SearchResults({ state }: { state: SearchState }) {
  const { answer, status, params } = state;
  if (status === 'error') {
    return (
      <div className="search-error" role="alert">
        <p>{state.error}</p>
        <button type="button" className="button" onClick={() => void retrySearch()}>
          다시 시도
        </button>
      </div>
    );
  }
  if (!answer || !params) return <ResultsPlaceholder />;
  return (
    <section id="search-results" className="search-results" aria-labelledby="search-results-title" aria-busy={status === 'loading'}>
      <h2 id="search-results-title" className="visually-hidden">
        &apos;{answer.query}&apos; 검색 결과
      </h2>
      {answer.match === 'keyboard' && <p className="search-notice">&apos;{answer.searchedQuery}&apos;(으)로 검색한 결과입니다.</p>}
      <div className="search-results__head">
        <p className="search-results__count" role="status">
          총 <strong>{formatNumber(answer.total)}</strong>개
        </p>
        {answer.total > 0 && <SortSelect params={params} />}
      </div>
      {(answer.total > 0 || hasFilters(params)) && <ResultFilters params={params} facets={answer.facets} />}
      {answer.items.length > 0 ? (
        // Its view_item_list is sent with the answer (search-tracking.ts), hence `drawn`.
        <ul className="result-grid" data-item-list={JSON.stringify(SEARCH_RESULTS_LIST)} data-item-list-drawn="">
          {answer.items.map((card, index) => (
            <ProductCard key={card.inmPrdNo} card={card} position={index + 1} index={resultIndex(answer.page, answer.size, index + 1)} />
          ))}
        </ul>
      ) : (
        <EmptyResult query={answer.query} suggestions={answer.suggestions} params={params} filtered={hasFilters(params)} />
      )}
      <Pagination
        page={params.page}
        last={lastPage(answer.total, answer.size, SEARCH_LAST_PAGE)}
        label="검색 결과 페이지"
        hrefFor={(page) => searchUrl({ ...params, page })}
        onPage={(page) => {
          void showSearch({ ...params, page });
          document.getElementById('search-results')?.scrollIntoView({ block: 'start' });
        }}
      />
    </section>
  );
}
