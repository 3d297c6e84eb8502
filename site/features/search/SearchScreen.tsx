/**
 * The search screen's island: the form, and below it either the recent and popular
 * keywords (no query) or the results of the query in the URL. The static page cannot know the
 * query, so it carries the form and the results' placeholder (as does the first render, which must
 * match it); the results take the placeholder's place without moving anything.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { IslandErrorBoundary } from '../error/IslandErrorBoundary';
import { SearchForm } from './SearchForm';
import { SearchHome } from './SearchHome';
import { SearchResults } from './SearchResults';
import { $search, startSearchUrl } from './search-store';
import { startRecentSearches } from './store';

function SearchApp() {
  const state = useStore($search);
  useEffect(() => {
    // Recent searches first: a search in the URL is added to them once they are read.
    const stopRecent = startRecentSearches();
    const stopUrl = startSearchUrl();
    return () => {
      stopUrl();
      stopRecent();
    };
  }, []);
  const { params } = state;
  return (
    <div className="search-screen" data-ready={params ? '' : undefined}>
      <SearchForm />
      {params && !params.q ? <SearchHome /> : <SearchResults state={state} />}
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
