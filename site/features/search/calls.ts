/**
 * The search calls of the gateway (`shared/schemas/search-calls.ts`). The gateway validates its
 * answers against those schemas, so the island trusts their shape and imports only the types:
 * the schemas would bring zod into the island's bundle.
 */
import type {
  AutocompleteResponse,
  GetPopularKeywordsResponse,
  SearchProductRequest,
  SearchProductResponse,
  SyncRecentSearchRequest,
  SyncRecentSearchResponse,
} from '#shared/schemas/search-calls';
import { SEARCH_ROUTES } from '#shared/schemas/search-routes';
import { callApi } from '#lib/api-client';

export type SearchAnswer = SearchProductResponse['data'];
export type Suggestion = AutocompleteResponse['data'][number];
export type PopularKeyword = GetPopularKeywordsResponse['data'][number];

/** The gateway answers every visitor alike (no login), so the call does not wait for the session check. */
export async function searchProducts(request: SearchProductRequest): Promise<SearchAnswer> {
  return (await callApi(SEARCH_ROUTES.searchProduct, request, { auth: false })).data;
}

export async function fetchSuggestions(query: string): Promise<Suggestion[]> {
  return (await callApi(SEARCH_ROUTES.autocomplete, { query })).data;
}

export async function fetchPopularKeywords(): Promise<PopularKeyword[]> {
  return (await callApi(SEARCH_ROUTES.getPopularKeywords)).data;
}

/** Login required: a guest's call answers 401, so only members make it. */
export async function syncRecentSearch(request: SyncRecentSearchRequest): Promise<SyncRecentSearchResponse['data']> {
  return (await callApi(SEARCH_ROUTES.syncRecentSearch, request)).data;
}
