/**
 * The `search` analytics event (docs/analytics.md): at most one per 100 ms, carrying the query and the
 * page's results under the search result item's names.
 *
 * `track` takes flat values only, so the items travel as a JSON string in `items`, keeping the
 * nested names (`name.ko`, `category.main[0]`) exactly. `sap_code` should list the
 * products' option codes (`prdCd`), which search cards do not carry; it is sent empty rather than
 * costing a second call per search. The results shown are also GA4's `view_item_list` of the list
 * `search-results`, each item at its index counted across pages; a card's click is `select_item` (its `data-item`).
 */
import { CURRENCY, itemList, productItem } from '#shared/analytics/ga4-product-item';
import type { SearchAnswer } from './calls';
import { track, trackEcommerce } from '#lib/tracking';

export const SEARCH_TRACKING_THROTTLE_MS = 100;

export interface SearchTrackingItem {
  product_id: string;
  name: { ko: string };
  category: { main: string[] };
  sap_code: string[];
  discounted_price: number;
  list_price: number;
  /** 1-based position across pages. */
  index: number;
}

/** A card's place in the whole result list: (page − 1) × size + its 1-based position. */
export function resultIndex(page: number, size: number, position: number): number {
  return (page - 1) * size + position;
}

export function trackingItems(answer: Pick<SearchAnswer, 'items' | 'page' | 'size'>): SearchTrackingItem[] {
  return answer.items.map((card, offset) => ({
    product_id: card.productCode,
    name: { ko: card.prdNm },
    category: { main: [card.catNm] },
    sap_code: [],
    discounted_price: card.saleAmt,
    list_price: card.cnsmAmt,
    index: resultIndex(answer.page, answer.size, offset + 1),
  }));
}

/**
 * Calls `run` at once, then at most once per `ms`: a call within the window waits for its end,
 * and only the latest such call runs, so the last search is never lost.
 */
export function throttle<A extends unknown[]>(run: (...args: A) => void, ms: number): (...args: A) => void {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: A | null = null;
  const fire = (args: A) => {
    last = Date.now();
    run(...args);
  };
  return (...args: A) => {
    const wait = last + ms - Date.now();
    if (wait <= 0 && timer === undefined) return fire(args);
    waiting = args;
    timer ??= setTimeout(
      () => {
        timer = undefined;
        if (waiting) fire(waiting);
        waiting = null;
      },
      Math.max(wait, 0),
    );
  };
}

export const trackSearch = throttle((answer: SearchAnswer) => {
  track('search', {
    search_term: answer.query,
    searched_term: answer.searchedQuery,
    search_match: answer.match ?? 'none',
    total: answer.total,
    page: answer.page,
    items: JSON.stringify(trackingItems(answer)),
  });
}, SEARCH_TRACKING_THROTTLE_MS);

/** The GA4 list of the search results. */
export const SEARCH_RESULTS_LIST = itemList('search-results', '검색 결과');

/** `view_item_list` of the results shown, each item at its index across pages; nothing for an empty page. */
export function trackSearchResultsView(answer: Pick<SearchAnswer, 'items' | 'page' | 'size'>): void {
  if (answer.items.length === 0) return;
  const items = answer.items.map((card, offset) => ({ ...productItem(card, resultIndex(answer.page, answer.size, offset + 1)), ...SEARCH_RESULTS_LIST }));
  trackEcommerce('view_item_list', { currency: CURRENCY, ...SEARCH_RESULTS_LIST, items });
}
