/**
 * The search calls (shared/schemas/search-calls.ts): product search, counting a search the edge
 * served from its copy, autocomplete, popular keywords and the logged-in customer's recent
 * searches. Only the last needs a login.
 */
import { SEARCH_CONTRACTS } from '#shared/schemas/search-calls';
import type { Context } from 'hono';
import { normalizeQuery } from '#shared/search/search-text';
import { isStartedSearch } from '#shared/search/search-url';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { logFailure } from '../errors';
import type { GatewayEnv } from '../gateway-env';
import { autocomplete } from './autocomplete';
import { logSearch, popularKeywords } from './popular-keywords';
import { getSearchPage } from './search-page-call';
import { answerSearch, countedKeyword, isCountableKeyword } from './search-answer';
import { syncRecentSearches } from './recent-searches';

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
  const { answer } = await answerSearch(db, { ...input, query: normalizeQuery(input.query) }, now);
  if (isCountableKeyword(answer.searchedQuery, answer.match) && isStartedSearch(input)) {
    await afterAnswer(c, () => logSearch(db, answer.searchedQuery, now));
  }
  return { statusCode: 200 as const, data: answer };
});

export const countSearch = defineEndpoint(SEARCH_CONTRACTS.countSearch, async ({ db, input }) => {
  const keyword = await countedKeyword(db, normalizeQuery(input.query));
  if (keyword !== null) await logSearch(db, keyword, Date.now());
  return { statusCode: 200 as const, data: { keyword } };
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
export const SEARCH_ENDPOINTS: readonly Endpoint[] = [searchProduct, countSearch, autocompleteKeywords, getPopularKeywords, syncRecentSearch, getSearchPage];
