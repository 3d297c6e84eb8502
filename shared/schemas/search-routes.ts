/** The search calls' routes, schema-free so islands import them without zod (ADR 016). */
import { guestRoute, memberRoute, type RequestOf, type ResponseOf } from './contract';
import type {
  AutocompleteRequestSchema,
  AutocompleteResponseSchema,
  CountSearchRequestSchema,
  CountSearchResponseSchema,
  GetPopularKeywordsResponseSchema,
  SearchProductRequestSchema,
  SearchProductResponseSchema,
  SyncRecentSearchRequestSchema,
  SyncRecentSearchResponseSchema,
} from './search-calls';

export const SEARCH_ROUTES = {
  searchProduct: guestRoute<RequestOf<typeof SearchProductRequestSchema>, ResponseOf<typeof SearchProductResponseSchema>>(
    'POST',
    '/dp/display/search/v1/searchProduct',
  ),
  countSearch: guestRoute<RequestOf<typeof CountSearchRequestSchema>, ResponseOf<typeof CountSearchResponseSchema>>(
    'POST',
    '/dp/display/search/v1/countSearch',
  ),
  autocomplete: guestRoute<RequestOf<typeof AutocompleteRequestSchema>, ResponseOf<typeof AutocompleteResponseSchema>>(
    'POST',
    '/dp/display/search/v1/autocomplete',
  ),
  getPopularKeywords: guestRoute<undefined, ResponseOf<typeof GetPopularKeywordsResponseSchema>>('GET', '/dp/display/search/v1/getPopularKeywords'),
  syncRecentSearch: memberRoute<RequestOf<typeof SyncRecentSearchRequestSchema>, ResponseOf<typeof SyncRecentSearchResponseSchema>>(
    'POST',
    '/dp/display/search/v1/syncRecentSearch',
  ),
};
