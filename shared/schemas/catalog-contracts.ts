/** The catalog calls' contracts: each route with its schemas (ADR 016). */
import { defineContract } from './contract';
import { GetProductOptionCategoryRequestSchema, GetProductOptionCategoryResponseSchema } from './catalog-calls';
import { CATALOG_ROUTES } from './catalog-routes';

export const CATALOG_CONTRACTS = {
  getProductOptionCategory: defineContract(CATALOG_ROUTES.getProductOptionCategory, {
    summary: '옵션 상품 번호(inmOptnPrdNo) 목록의 상품·카테고리·옵션 정보',
    request: GetProductOptionCategoryRequestSchema,
    response: GetProductOptionCategoryResponseSchema,
  }),
};
