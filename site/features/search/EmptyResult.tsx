/** When a search finds nothing: the query, keywords worth trying instead, and search tips. */
import { submitSearch, showSearch } from './search-store';
import type { SearchParams } from './search-url';
import { withoutFilters } from './ResultFilters';

interface Props {
  query: string;
  suggestions: string[];
  params: SearchParams;
  filtered: boolean;
}

export function EmptyResult({ query, suggestions, params, filtered }: Props) {
  return (
    <div className="search-empty">
      <p className="search-empty__title">&apos;{query}&apos;에 대한 검색 결과가 없습니다.</p>
      {filtered && (
        <p>
          선택한 조건에 맞는 상품이 없습니다.{' '}
          <button type="button" className="search-empty__reset" onClick={() => void showSearch(withoutFilters(params))}>
            필터 초기화
          </button>
        </p>
      )}
      {suggestions.length > 0 && (
        <section className="search-empty__suggestions" aria-labelledby="search-empty-suggestions">
          <h3 id="search-empty-suggestions">이런 검색어는 어떠세요?</h3>
          <ul>
            {suggestions.map((keyword) => (
              <li key={keyword}>
                <button type="button" className="chip" onClick={() => void submitSearch(keyword)}>
                  {keyword}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ul className="search-empty__tips">
        <li>단어의 철자가 정확한지 확인해 주세요.</li>
        <li>검색어의 단어 수를 줄이거나 더 일반적인 단어로 검색해 보세요.</li>
        <li>초성(예: ㅅㄹ)이나 브랜드명으로도 검색할 수 있습니다.</li>
      </ul>
    </div>
  );
}
