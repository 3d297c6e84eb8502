/** The list pages' calls' routes, schema-free (ADR 016). */
import { guestRoute, typedRoutes } from './contract';
import type * as S from './list-page-calls';

export const LIST_PAGE_ROUTES = typedRoutes<typeof S>()({
  getProductListPage: guestRoute('POST', '/dp/display/page/v1/getProductListPage'),
  getBestPage: guestRoute('GET', '/dp/display/page/v1/getBestPage'),
  getHotDealPage: guestRoute('GET', '/dp/display/page/v1/getHotDealPage'),
  getAllMenuPage: guestRoute('GET', '/dp/display/page/v1/getAllMenuPage'),
  getSampleMarketPage: guestRoute('GET', '/dp/display/page/v1/getSampleMarketPage'),
  getSearchPage: guestRoute('POST', '/dp/display/page/v1/getSearchPage'),
});
