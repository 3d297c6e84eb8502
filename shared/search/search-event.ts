/**
 * The `search` analytics event's parameters (docs/analytics.md), as the worker prints them on the
 * results (`data-search-event`) and site/features/search/search-tracking.ts sends them: the query,
 * what was searched, how it matched, the count, the page, and the page's results under the search
 * result item's names.
 *
 * `track` takes flat values only, so the items travel as a JSON string in `items`, keeping the
 * nested names (`name.ko`, `category.main[0]`) exactly. `sap_code` should list the products'
 * option codes (`prdCd`), which search cards do not carry; it is sent empty rather than costing a
 * second read per search.
 */
import type { SearchAnswer } from '#shared/schemas/search-calls';

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

export interface SearchEventParams {
  search_term: string;
  searched_term: string;
  search_match: string;
  total: number;
  page: number;
  /** JSON of SearchTrackingItem[]. */
  items: string;
}

type AnswerPart = Pick<SearchAnswer, 'query' | 'searchedQuery' | 'match' | 'total' | 'page' | 'size' | 'items'>;

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

export function searchEventParams(answer: AnswerPart): SearchEventParams {
  return {
    search_term: answer.query,
    searched_term: answer.searchedQuery,
    search_match: answer.match ?? 'none',
    total: answer.total,
    page: answer.page,
    items: JSON.stringify(trackingItems(answer)),
  };
}
