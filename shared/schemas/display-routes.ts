/** The display calls' routes, schema-free so islands import them without zod (ADR 016). */
import { guestRoute, typedRoutes } from './contract';
import type * as S from './display-calls';

export const DISPLAY_ROUTES = typedRoutes<typeof S>()({
  getCatalogGeneration: guestRoute('GET', '/dp/display/catalog/v1/getCatalogGeneration'),
  getCategoryTree: guestRoute('GET', '/dp/display/category/v1/getCategoryTree'),
  getProductList: guestRoute('POST', '/dp/display/product/v1/getProductList'),
  getProductDetail: guestRoute('POST', '/dp/display/product/v1/getProductDetail'),
  getProductPage: guestRoute('POST', '/dp/display/product/v1/getProductPage'),
  getProductDetailList: guestRoute('POST', '/dp/display/product/v1/getProductDetailList'),
  getProductLiveInfo: guestRoute('POST', '/dp/display/product/v1/getProductLiveInfo'),
});
