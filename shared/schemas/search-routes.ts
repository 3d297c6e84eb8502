/** The search calls' routes, schema-free so islands import them without zod (ADR 016). */
import { guestRoute, memberRoute, typedRoutes } from './contract';
import type * as S from './search-calls';

export const SEARCH_ROUTES = typedRoutes<typeof S>()({
  searchProduct: guestRoute('POST', '/dp/display/search/v1/searchProduct'),
  countSearch: guestRoute('POST', '/dp/display/search/v1/countSearch'),
  autocomplete: guestRoute('POST', '/dp/display/search/v1/autocomplete'),
  getPopularKeywords: guestRoute('GET', '/dp/display/search/v1/getPopularKeywords'),
  syncRecentSearch: memberRoute('POST', '/dp/display/search/v1/syncRecentSearch'),
});
