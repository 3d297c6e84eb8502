/** The list pages' calls' routes, schema-free (ADR 016). */
import { guestRoute, type RequestOf, type ResponseOf } from './contract';
import type {
  GetAllMenuPageResponseSchema,
  GetBestPageResponseSchema,
  GetHotDealPageResponseSchema,
  GetProductListPageRequestSchema,
  GetProductListPageResponseSchema,
  GetSampleMarketPageResponseSchema,
  GetSearchPageRequestSchema,
  GetSearchPageResponseSchema,
} from './list-page-calls';

export const LIST_PAGE_ROUTES = {
  getProductListPage: guestRoute<RequestOf<typeof GetProductListPageRequestSchema>, ResponseOf<typeof GetProductListPageResponseSchema>>(
    'POST',
    '/dp/display/page/v1/getProductListPage',
  ),
  getBestPage: guestRoute<undefined, ResponseOf<typeof GetBestPageResponseSchema>>('GET', '/dp/display/page/v1/getBestPage'),
  getHotDealPage: guestRoute<undefined, ResponseOf<typeof GetHotDealPageResponseSchema>>('GET', '/dp/display/page/v1/getHotDealPage'),
  getAllMenuPage: guestRoute<undefined, ResponseOf<typeof GetAllMenuPageResponseSchema>>('GET', '/dp/display/page/v1/getAllMenuPage'),
  getSampleMarketPage: guestRoute<undefined, ResponseOf<typeof GetSampleMarketPageResponseSchema>>('GET', '/dp/display/page/v1/getSampleMarketPage'),
  getSearchPage: guestRoute<RequestOf<typeof GetSearchPageRequestSchema>, ResponseOf<typeof GetSearchPageResponseSchema>>(
    'POST',
    '/dp/display/page/v1/getSearchPage',
  ),
};
