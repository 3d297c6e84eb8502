/**
 * The search calls (shared/schemas/search-calls.ts): product search, autocomplete,
 * popular keywords and the logged-in customer's recent searches. Only the last needs a login.
 */
import { SEARCH_CONTRACTS } from '#shared/schemas/search-contracts';
import type { Context } from 'hono';
import { toDttm14 } from '#shared/format';
import type { SearchProductResponse } from '#shared/schemas/search-calls';
import { normalizeQuery, qwertyToHangul } from '#shared/search/search-text';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { logFailure } from '../errors';
import type { GatewayEnv } from '../gateway-env';
import { autocomplete } from './autocomplete';
import { logSearch, MIN_POPULAR_KEYWORD_LENGTH, popularKeywords } from './popular-keywords';
import { runSearch, type SearchPageArgs } from './product-search';
import { hitsQuery } from './search-hits';
import { syncRecentSearches } from './recent-searches';
import { emptyResultSuggestions } from './suggestions';

/**
 * Runs `work` after the answer is sent (`waitUntil`), so a write never slows a search; where there
 * is no execution context (tests calling the app directly) it runs before the answer instead.
 */
function afterAnswer(c: Context<GatewayEnv>, work: () => Promise<void>): Promise<void> {
  let context: Context<GatewayEnv>['executionCtx'];
  try {
    context = c.executionCtx;
  } catch {
    return work();
  }
  context.waitUntil(work().catch((error: unknown) => logFailure(c, error, 'search log')));
  return Promise.resolve();
}

export const searchProduct = defineEndpoint(SEARCH_CONTRACTS.searchProduct, async ({ c, db, input }) => {
  const now = Date.now();
  const query = normalizeQuery(input.query);
  const { catNm, brandCd, minPrice, maxPrice, sort, page, size } = input;
  const args: SearchPageArgs = { filters: { catNm, brandCd, minPrice, maxPrice }, sort, page, size, now14: toDttm14(now) };
  const ranked = sort === 'relevance';
  const direct = hitsQuery(query, ranked);
  let run = await runSearch(db, direct, args);
  let searchedQuery = query;
  let match: SearchProductResponse['data']['match'] = run.unfilteredTotal > 0 ? direct.kind : null;
  const hangul = match === null ? qwertyToHangul(query) : null;
  if (hangul) {
    const typed = await runSearch(db, hitsQuery(hangul, ranked), args);
    if (typed.unfilteredTotal > 0) [run, searchedQuery, match] = [typed, hangul, 'keyboard'];
  }
  // A search is counted once: its first page as first asked, with hits; paging, re-sorting and
  // filtering the same results are not new searches, and 초성 (`ㅅㄹ`) or a single letter (often
  // a search sent mid-word) is no keyword to show.
  const unfiltered = [catNm, brandCd, minPrice, maxPrice].every((value) => value === undefined);
  const keyword = [...searchedQuery.trim()].length >= MIN_POPULAR_KEYWORD_LENGTH;
  if (match !== null && match !== 'choseong' && keyword && page === 1 && ranked && unfiltered) {
    await afterAnswer(c, () => logSearch(db, searchedQuery, now));
  }
  return {
    statusCode: 200 as const,
    data: {
      items: run.items,
      total: run.total,
      page,
      size,
      query,
      searchedQuery,
      match,
      facets: run.facets,
      suggestions: run.total === 0 ? await emptyResultSuggestions(db, now, searchedQuery) : [],
    },
  };
});

export const autocompleteKeywords = defineEndpoint(SEARCH_CONTRACTS.autocomplete, async ({ db, input }) => ({
  statusCode: 200 as const,
  data: await autocomplete(db, input.query),
}));

export const getPopularKeywords = defineEndpoint(SEARCH_CONTRACTS.getPopularKeywords, async ({ db }) => ({
  statusCode: 200 as const,
  data: (await popularKeywords(db, Date.now())).map((keyword, index) => ({ rank: index + 1, keyword })),
}));

export const syncRecentSearch = defineEndpoint(SEARCH_CONTRACTS.syncRecentSearch, async ({ db, input, owner }) => ({
  statusCode: 200 as const,
  data: await syncRecentSearches(db, owner.incsNo, input),
}));

/** The search calls, in the order a shopper meets them. */
export const SEARCH_ENDPOINTS: readonly Endpoint[] = [searchProduct, autocompleteKeywords, getPopularKeywords, syncRecentSearch];
