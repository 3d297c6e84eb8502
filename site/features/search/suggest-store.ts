/**
 * What the search form offers besides the shopper's own history: autocomplete suggestions while
 * typing (asked 150 ms after the last keystroke, so a word typed quickly costs one call) and the
 * popular keywords shown while the field is empty.
 */
import { atom } from 'nanostores';
import { MAX_QUERY_LENGTH } from '#shared/search/search-url';
import { fetchPopularKeywords, fetchSuggestions, type PopularKeyword, type Suggestion } from './calls';

export const AUTOCOMPLETE_DELAY_MS = 150;

export interface SuggestionState {
  /** The text the suggestions answer. */
  query: string;
  items: Suggestion[];
}

export const $suggestions = atom<SuggestionState>({ query: '', items: [] });

export interface PopularState {
  status: 'loading' | 'ready' | 'error';
  items: PopularKeyword[];
}

export const $popularKeywords = atom<PopularState>({ status: 'loading', items: [] });

let timer: ReturnType<typeof setTimeout> | undefined;
let generation = 0;

/** Asks for suggestions for `text` once typing pauses; an empty text clears them at once. */
export function suggestFor(text: string): void {
  clearTimeout(timer);
  const query = text.trim().slice(0, MAX_QUERY_LENGTH);
  const current = (generation += 1);
  if (!query) {
    $suggestions.set({ query: '', items: [] });
    return;
  }
  timer = setTimeout(async () => {
    let items: Suggestion[] = [];
    try {
      items = await fetchSuggestions(query);
    } catch {
      // Suggestions are a convenience: without them the shopper still searches.
    }
    if (current === generation) $suggestions.set({ query, items });
  }, AUTOCOMPLETE_DELAY_MS);
}

/** Drops the suggestions and any that are still on their way (after a search). */
export function closeSuggestions(): void {
  clearTimeout(timer);
  generation += 1;
  $suggestions.set({ query: '', items: [] });
}

export async function loadPopularKeywords(): Promise<void> {
  if ($popularKeywords.get().status === 'ready') return;
  try {
    const items = await fetchPopularKeywords();
    $popularKeywords.set({ status: 'ready', items: [...items].sort((a, b) => a.rank - b.rank).slice(0, 10) });
  } catch {
    $popularKeywords.set({ status: 'error', items: [] });
  }
}
