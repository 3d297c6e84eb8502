/** The display calls' routes, schema-free so islands import them without zod (ADR 016). */
import { guestRoute, type RequestOf, type ResponseOf } from './contract';
import type {
  GetCatalogGenerationResponseSchema,
  GetCategoryTreeResponseSchema,
  GetProductDetailListRequestSchema,
  GetProductDetailListResponseSchema,
  GetProductDetailRequestSchema,
  GetProductDetailResponseSchema,
  GetProductListRequestSchema,
  GetProductPageRequestSchema,
  GetProductPageResponseSchema,
  GetProductListResponseSchema,
  GetProductLiveInfoRequestSchema,
  GetProductLiveInfoResponseSchema,
} from './display-calls';

export const DISPLAY_ROUTES = {
  getCatalogGeneration: guestRoute<undefined, ResponseOf<typeof GetCatalogGenerationResponseSchema>>('GET', '/dp/display/catalog/v1/getCatalogGeneration'),
  getCategoryTree: guestRoute<undefined, ResponseOf<typeof GetCategoryTreeResponseSchema>>('GET', '/dp/display/category/v1/getCategoryTree'),
  getProductList: guestRoute<RequestOf<typeof GetProductListRequestSchema>, ResponseOf<typeof GetProductListResponseSchema>>(
    'POST',
    '/dp/display/product/v1/getProductList',
  ),
  getProductDetail: guestRoute<RequestOf<typeof GetProductDetailRequestSchema>, ResponseOf<typeof GetProductDetailResponseSchema>>(
    'POST',
    '/dp/display/product/v1/getProductDetail',
  ),
  getProductPage: guestRoute<RequestOf<typeof GetProductPageRequestSchema>, ResponseOf<typeof GetProductPageResponseSchema>>(
    'POST',
    '/dp/display/product/v1/getProductPage',
  ),
  getProductDetailList: guestRoute<RequestOf<typeof GetProductDetailListRequestSchema>, ResponseOf<typeof GetProductDetailListResponseSchema>>(
    'POST',
    '/dp/display/product/v1/getProductDetailList',
  ),
  getProductLiveInfo: guestRoute<RequestOf<typeof GetProductLiveInfoRequestSchema>, ResponseOf<typeof GetProductLiveInfoResponseSchema>>(
    'POST',
    '/dp/display/product/v1/getProductLiveInfo',
  ),
};
