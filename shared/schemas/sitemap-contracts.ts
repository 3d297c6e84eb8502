/** The sitemap calls' contracts: each route with its schemas (ADR 016). */
import { defineContract } from './contract';
import {
  GetSitemapProductsRequestSchema,
  GetSitemapProductsResponseSchema,
  GetSitemapSummaryRequestSchema,
  GetSitemapSummaryResponseSchema,
} from './sitemap-calls';
import { SITEMAP_ROUTES } from './sitemap-routes';

export const SITEMAP_CONTRACTS = {
  getSitemapSummary: defineContract(SITEMAP_ROUTES.getSitemapSummary, {
    summary: '사이트맵 요약: 판매 중인 상품이 있는 카테고리·하위 카테고리와 최근 변경 시각, 상품 사이트맵 파일별 마지막 상품 번호·개수 (판매중지 상품 제외)',
    request: GetSitemapSummaryRequestSchema,
    response: GetSitemapSummaryResponseSchema,
  }),
  getSitemapProducts: defineContract(SITEMAP_ROUTES.getSitemapProducts, {
    summary: '사이트맵 상품: 상품 번호 순으로 after 다음부터 through까지 판매 중인 상품의 코드와 최근 변경 시각 (키셋 페이지)',
    request: GetSitemapProductsRequestSchema,
    response: GetSitemapProductsResponseSchema,
  }),
};
