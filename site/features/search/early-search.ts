/**
 * The search in the page's URL, asked for before React has even downloaded: the page's own small
 * script calls `startEarlySearch` as soon as the document is parsed, and the island takes that
 * answer instead of asking again once it hydrates. Without this the call would wait for React,
 * the hydration and the session check, one after another, and the first product image after it.
 */
import type { SearchProductRequest } from '#shared/schemas/search-calls';
import { searchProducts, type SearchAnswer } from './calls';
import { readSearchParams, toSearchRequest } from './search-url';

/** Images the shopper sees first on a phone (the first row): loaded ahead of the cards. */
const PRELOADED_IMAGES = 2;

let early: { key: string; answer: Promise<SearchAnswer> } | null = null;
/** Once the island has asked for its first search, an early one would only be a second call. */
let settled = false;

const keyOf = (request: SearchProductRequest) => JSON.stringify(request);

/** Asks the browser for the first results' images while React renders their cards. */
function preloadImages(answer: SearchAnswer): void {
  for (const card of answer.items.slice(0, PRELOADED_IMAGES)) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = card.imageUrl;
    link.fetchPriority = 'high';
    document.head.append(link);
  }
}

/** Starts the search of `search` (the page's query string), once per page; nothing without a query. */
export function startEarlySearch(search = location.search): void {
  if (settled || early) return;
  const request = toSearchRequest(readSearchParams(search));
  if (!request.query) return;
  const answer = searchProducts(request);
  // A failure is the island's to show when it takes the answer, not an unhandled rejection now.
  answer.then(preloadImages, () => {});
  early = { key: keyOf(request), answer };
}

/** The early answer when it is for `request` (taken once); null when the island must ask itself. */
export function takeEarlySearch(request: SearchProductRequest): Promise<SearchAnswer> | null {
  settled = true;
  const taken = early && early.key === keyOf(request) ? early.answer : null;
  early = null;
  return taken;
}
