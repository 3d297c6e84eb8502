/** The list pages' calls' contracts: each route with its schemas (ADR 016). */
import { defineContract } from './contract';
import {
  GetAllMenuPageResponseSchema,
  GetBestPageResponseSchema,
  GetHotDealPageResponseSchema,
  GetProductListPageRequestSchema,
  GetProductListPageResponseSchema,
  GetSampleMarketPageResponseSchema,
  GetSearchPageRequestSchema,
  GetSearchPageResponseSchema,
} from './list-page-calls';
import { LIST_PAGE_ROUTES } from './list-page-routes';

export const LIST_PAGE_CONTRACTS = {
  getProductListPage: defineContract(LIST_PAGE_ROUTES.getProductListPage, {
    summary: '상품 목록 페이지: 한 페이지의 상품, 전체 수, 카테고리 트리, 카탈로그 세대 (없는 카테고리는 404 CATEGORY_NOT_FOUND)',
    request: GetProductListPageRequestSchema,
    response: GetProductListPageResponseSchema,
    errors: ['CATEGORY_NOT_FOUND'],
  }),
  getBestPage: defineContract(LIST_PAGE_ROUTES.getBestPage, {
    summary: '베스트 페이지: 인기 상품 100개와 카테고리 트리, 카탈로그 세대',
    request: undefined,
    response: GetBestPageResponseSchema,
  }),
  getHotDealPage: defineContract(LIST_PAGE_ROUTES.getHotDealPage, {
    summary: '특가 페이지: 진행 중인 특가 상품 (인기순)과 다음 특가 시작·종료 시각, 카탈로그 세대',
    request: undefined,
    response: GetHotDealPageResponseSchema,
  }),
  getAllMenuPage: defineContract(LIST_PAGE_ROUTES.getAllMenuPage, {
    summary: '전체 메뉴 페이지: 카테고리 트리와 카탈로그 세대',
    request: undefined,
    response: GetAllMenuPageResponseSchema,
  }),
  getSampleMarketPage: defineContract(LIST_PAGE_ROUTES.getSampleMarketPage, {
    summary: '샘플마켓 페이지: 모든 샘플 (진행 중, 오픈 예정, 종료 순)과 다음 기간 시작·종료 시각, 카탈로그 세대',
    request: undefined,
    response: GetSampleMarketPageResponseSchema,
  }),
  getSearchPage: defineContract(LIST_PAGE_ROUTES.getSearchPage, {
    summary: '검색 페이지: 검색어가 있으면 검색 결과 첫 화면(검색 횟수는 세지 않음), 없으면 인기 검색어, 카탈로그 세대',
    request: GetSearchPageRequestSchema,
    response: GetSearchPageResponseSchema,
  }),
};
