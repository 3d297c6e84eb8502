/**
 * What the screen shows before a search: the shopper's recent searches (newest first, each one
 * searchable again and deletable) and the popular keywords, ranked.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { submitSearch } from './search-store';
import { $recentSearches, clearRecentSearches, deleteRecentSearch } from './store';
import { $popularKeywords, loadPopularKeywords } from './suggest-store';

function RecentSearches() {
  const { status, items } = useStore($recentSearches);
  return (
    <section className="search-panel" aria-labelledby="recent-searches-title" aria-busy={status === 'loading'}>
      <div className="search-panel__head">
        <h2 id="recent-searches-title">최근 검색어</h2>
        {items.length > 0 && (
          <button type="button" className="search-panel__action" onClick={() => void clearRecentSearches()}>
            전체 삭제
          </button>
        )}
      </div>
      {status === 'loading' ? (
        <div className="search-panel__pending" />
      ) : status === 'unavailable' ? (
        <p className="search-panel__empty">이 브라우저에서는 최근 검색어를 저장할 수 없습니다.</p>
      ) : items.length === 0 ? (
        <p className="search-panel__empty">최근 검색어가 없습니다.</p>
      ) : (
        <ul className="recent-searches">
          {items.map((item) => (
            <li key={item.srchTgtVl} className="recent-searches__item">
              <button type="button" className="recent-searches__word" onClick={() => void submitSearch(item.srchTgtVl)}>
                {item.srchTgtVl}
              </button>
              <button
                type="button"
                className="recent-searches__delete"
                aria-label={`${item.srchTgtVl} 검색어 삭제`}
                onClick={() => void deleteRecentSearch(item.srchTgtVl)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PopularKeywords() {
  const { status, items } = useStore($popularKeywords);
  // Asked only when shown: on a results page the call would compete with the search itself.
  useEffect(() => void loadPopularKeywords(), []);
  return (
    <section className="search-panel" aria-labelledby="popular-keywords-title" aria-busy={status === 'loading'}>
      <div className="search-panel__head">
        <h2 id="popular-keywords-title">인기 검색어</h2>
      </div>
      {status === 'error' && <p className="search-panel__empty">인기 검색어를 불러오지 못했습니다.</p>}
      {status === 'ready' && items.length === 0 && <p className="search-panel__empty">아직 집계된 인기 검색어가 없습니다.</p>}
      {items.length > 0 && (
        <ol className="popular-keywords">
          {items.map((item) => (
            <li key={item.keyword}>
              <button type="button" className="popular-keywords__word" onClick={() => void submitSearch(item.keyword)}>
                <span className={item.rank <= 3 ? 'popular-keywords__rank popular-keywords__rank--top' : 'popular-keywords__rank'}>
                  {item.rank}
                  <span className="visually-hidden">위</span>
                </span>
                <span>{item.keyword}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function SearchHome() {
  return (
    <div className="search-home">
      <RecentSearches />
      <PopularKeywords />
    </div>
  );
}
