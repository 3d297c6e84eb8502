/**
 * The search screen's island (issue 4 §4): the form, and below it either the recent and popular
 * keywords (no query) or the results of the query in the URL. The static page carries the form
 * only; what goes below it depends on the URL and the browser, so it appears once hydrated.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { IslandErrorBoundary } from '../error/IslandErrorBoundary';
import { SearchForm } from './SearchForm';
import { SearchHome } from './SearchHome';
import { SearchResults } from './SearchResults';
import { $search, startSearchUrl } from './search-store';
import { startRecentSearches } from './store';
import { loadPopularKeywords } from './suggest-store';

function SearchApp() {
  const state = useStore($search);
  useEffect(() => {
    // Recent searches first: a search in the URL is added to them once they are read.
    const stopRecent = startRecentSearches();
    const stopUrl = startSearchUrl();
    void loadPopularKeywords();
    return () => {
      stopUrl();
      stopRecent();
    };
  }, []);
  const { params } = state;
  return (
    <div className="search-screen" data-ready={params ? '' : undefined}>
      <SearchForm />
      {params && (params.q ? <SearchResults state={state} params={params} /> : <SearchHome />)}
    </div>
  );
}

export function SearchScreen() {
  return (
    <IslandErrorBoundary>
      <SearchApp />
    </IslandErrorBoundary>
  );
}
