/** The display calls' contracts: each route with its schemas (ADR 016). */
import { defineContract } from './contract';
import {
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
import { DISPLAY_ROUTES } from './display-routes';

export const DISPLAY_CONTRACTS = {
  getCatalogGeneration: defineContract(DISPLAY_ROUTES.getCatalogGeneration, {
    summary: '카탈로그 세대: 카탈로그 페이지에 보이는 것이 바뀔 때마다 커지는 수 (엣지의 페이지 캐시가 비교)',
    request: undefined,
    response: GetCatalogGenerationResponseSchema,
  }),
  getCategoryTree: defineContract(DISPLAY_ROUTES.getCategoryTree, {
    summary: '카테고리와 하위 카테고리 (표시 순서, 상품 수 포함)',
    request: undefined,
    response: GetCategoryTreeResponseSchema,
  }),
  getProductList: defineContract(DISPLAY_ROUTES.getProductList, {
    summary: '상품 목록: 카테고리·하위 카테고리·배지·브랜드로 거르고 정렬해 페이지로 (없는 카테고리는 404 CATEGORY_NOT_FOUND)',
    request: GetProductListRequestSchema,
    response: GetProductListResponseSchema,
  }),
  getProductDetail: defineContract(DISPLAY_ROUTES.getProductDetail, {
    summary: '상품 상세: 옵션, 이미지, 화장품 표시·광고 정보고시 (없는 상품은 404 PRODUCT_NOT_FOUND)',
    request: GetProductDetailRequestSchema,
    response: GetProductDetailResponseSchema,
  }),
  getProductPage: defineContract(DISPLAY_ROUTES.getProductPage, {
    summary: '상품 페이지: 상품 상세, 게시된 리뷰 요약, 판매중지 여부, 다음 특가 시작 시각, 카탈로그 세대를 한 번에 (없는 상품은 404 PRODUCT_NOT_FOUND)',
    request: GetProductPageRequestSchema,
    response: GetProductPageResponseSchema,
  }),
  getProductDetailList: defineContract(DISPLAY_ROUTES.getProductDetailList, {
    summary: '모든 상품의 상세를 상품 번호 순으로 페이지별로 (정적 페이지 빌드용)',
    request: GetProductDetailListRequestSchema,
    response: GetProductDetailListResponseSchema,
  }),
  getProductLiveInfo: defineContract(DISPLAY_ROUTES.getProductLiveInfo, {
    summary: '상품 번호 1~200개의 현재 가격·할인율·배지·품절·특가 종료 시각과 옵션별 가격·재고 (없는 번호는 빠짐)',
    request: GetProductLiveInfoRequestSchema,
    response: GetProductLiveInfoResponseSchema,
  }),
};
