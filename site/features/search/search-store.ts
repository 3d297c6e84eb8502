/**
 * `$search`: the search the page shows, read from and written to the URL. A new search, a filter,
 * a sort or a page pushes a history entry; back and forward read the URL again, so every state
 * can be reloaded or shared. Answers arriving out of order are dropped: only the latest counts.
 */
import { atom } from 'nanostores';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '#lib/api-client';
import { searchProducts, type SearchAnswer } from './calls';
import { takeEarlySearch } from './early-search';
import { trackSearch, trackSearchResultsView } from './search-tracking';
import { freshSearch, readSearchParams, searchUrl, toSearchRequest, type SearchParams } from './search-url';
import { addRecentSearch } from './store';

export interface SearchState {
  /** null until the URL has been read: the first render must match the static page. */
  params: SearchParams | null;
  status: 'idle' | 'loading' | 'done' | 'error';
  /** The latest answer; kept while the next one loads, so the results do not blink. */
  answer: SearchAnswer | null;
  error: string;
}

export const $search = atom<SearchState>({ params: null, status: 'idle', answer: null, error: '' });

let generation = 0;

async function load(params: SearchParams): Promise<void> {
  const current = (generation += 1);
  if (!params.q) {
    $search.set({ params, status: 'idle', answer: null, error: '' });
    return;
  }
  $search.set({ ...$search.get(), params, status: 'loading', error: '' });
  try {
    const request = toSearchRequest(params);
    const answer = await (takeEarlySearch(request) ?? searchProducts(request));
    if (current !== generation) return;
    $search.set({ params, status: 'done', answer, error: '' });
    trackSearch(answer);
    trackSearchResultsView(answer);
  } catch (error) {
    if (current !== generation) return;
    $search.set({ params, status: 'error', answer: null, error: error instanceof ApiError ? error.message : UNKNOWN_ERROR_MESSAGE });
  }
}

/** Shows a search and gives it a history entry (none when the URL would not change). */
export function showSearch(params: SearchParams): Promise<void> {
  const url = searchUrl(params);
  if (url !== location.pathname + location.search) history.pushState(null, '', url);
  return load(params);
}

/** A search the shopper asked for (typed, a recent or popular keyword, a suggestion). */
export function submitSearch(text: string): Promise<void> {
  const q = text.trim();
  if (!q) return Promise.resolve();
  void addRecentSearch(q);
  return showSearch(freshSearch(q));
}

/** Asks again for the search in the URL, after an error. */
export function retrySearch(): Promise<void> {
  return load(readSearchParams(location.search));
}

/** Whether this page was opened afresh (a link, the header's search form), not reloaded or revisited. */
function openedAfresh(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type !== 'reload' && entry?.type !== 'back_forward';
}

/** Shows the URL's search now and after every back or forward. Returns the stop. */
export function startSearchUrl(): () => void {
  const params = readSearchParams(location.search);
  // A search arriving from another page (the PC header's search form) is one the shopper made.
  if (params.q && openedAfresh()) void addRecentSearch(params.q);
  void load(params);
  const onPopState = () => void load(readSearchParams(location.search));
  addEventListener('popstate', onPopState);
  return () => removeEventListener('popstate', onPopState);
}
