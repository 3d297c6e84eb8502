/**
 * The display calls (issue 4 §1), read from the catalog (migrations/0003_catalog.sql) and the hot
 * deals (0004_hot_deals.sql): the category tree, product lists, product detail, the build's bulk
 * read and the live fields the worker refreshes in static pages. They need no login: the catalog
 * is the same for everyone. "Now" is read once a call, as 14-digit Korean time, so a hot deal
 * starts and ends on time.
 */
import { toDttm14 } from '../../../../shared/format';
import {
  GetCategoryTreeResponseSchema,
  GetProductDetailListRequestSchema,
  GetProductDetailListResponseSchema,
  GetProductDetailRequestSchema,
  GetProductDetailResponseSchema,
  GetProductListRequestSchema,
  GetProductListResponseSchema,
  GetProductLiveInfoRequestSchema,
  GetProductLiveInfoResponseSchema,
} from '../../../../shared/schemas/display-calls';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { GatewayError } from '../errors';
import { readCategoryTree } from './category-tree';
import { findLiveInfo } from './live-info';
import { findProductDetail, listProductDetails } from './product-details';
import { listProducts } from './product-list';

const nowDttm = () => toDttm14(Date.now());

export const getCategoryTree = defineEndpoint({
  method: 'GET',
  path: '/dp/display/category/v1/getCategoryTree',
  summary: '카테고리와 하위 카테고리 (표시 순서, 상품 수 포함)',
  request: undefined,
  response: GetCategoryTreeResponseSchema,
  auth: 'none',
  handler: async ({ db }) => ({ statusCode: 200 as const, data: await readCategoryTree(db) }),
});

export const getProductList = defineEndpoint({
  method: 'POST',
  path: '/dp/display/product/v1/getProductList',
  summary: '상품 목록: 카테고리·하위 카테고리·배지·브랜드로 거르고 정렬해 페이지로 (없는 카테고리는 404 CATEGORY_NOT_FOUND)',
  request: GetProductListRequestSchema,
  response: GetProductListResponseSchema,
  auth: 'none',
  handler: async ({ db, input }) => {
    const { items, total } = await listProducts(db, input, nowDttm());
    return { statusCode: 200 as const, data: { items, total, page: input.page, size: input.size } };
  },
});

export const getProductDetail = defineEndpoint({
  method: 'POST',
  path: '/dp/display/product/v1/getProductDetail',
  summary: '상품 상세: 옵션, 이미지, 화장품 표시·광고 정보고시 (없는 상품은 404 PRODUCT_NOT_FOUND)',
  request: GetProductDetailRequestSchema,
  response: GetProductDetailResponseSchema,
  auth: 'none',
  handler: async ({ db, input }) => {
    const detail = await findProductDetail(db, input.productCode, nowDttm());
    if (!detail) throw new GatewayError('PRODUCT_NOT_FOUND');
    return { statusCode: 200 as const, data: detail };
  },
});

export const getProductDetailList = defineEndpoint({
  method: 'POST',
  path: '/dp/display/product/v1/getProductDetailList',
  summary: '모든 상품의 상세를 상품 번호 순으로 페이지별로 (정적 페이지 빌드용)',
  request: GetProductDetailListRequestSchema,
  response: GetProductDetailListResponseSchema,
  auth: 'none',
  handler: async ({ db, input }) => {
    const { items, total } = await listProductDetails(db, input.page, input.size, nowDttm());
    return { statusCode: 200 as const, data: { items, total, page: input.page, size: input.size } };
  },
});

export const getProductLiveInfo = defineEndpoint({
  method: 'POST',
  path: '/dp/display/product/v1/getProductLiveInfo',
  summary: '상품 번호 1~200개의 현재 가격·할인율·배지·품절·특가 종료 시각과 옵션별 가격·재고 (없는 번호는 빠짐)',
  request: GetProductLiveInfoRequestSchema,
  response: GetProductLiveInfoResponseSchema,
  auth: 'none',
  handler: async ({ db, input }) => ({ statusCode: 200 as const, data: await findLiveInfo(db, input.inmPrdNoList, nowDttm()) }),
});

/** The display calls: the tree, then lists, detail, the bulk read and the live fields. */
export const DISPLAY_ENDPOINTS: readonly Endpoint[] = [getCategoryTree, getProductList, getProductDetail, getProductDetailList, getProductLiveInfo];
