/**
 * The display calls, read from the catalog (migrations/0003_catalog.sql) and the hot
 * deals (0004_hot_deals.sql): the category tree, product lists, product detail, the product page, the build's bulk
 * read and the live fields the worker refreshes in static pages. They need no login: the catalog
 * is the same for everyone. "Now" is read once a call, as 14-digit Korean time, so a hot deal
 * starts and ends on time.
 */
import { DISPLAY_CONTRACTS } from '#shared/schemas/display-calls';
import { toDttm14 } from '#shared/format';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { GatewayError } from '../errors';
import { readCatalogGeneration } from './catalog-generation';
import { readCategoryTree } from './category-tree';
import { findLiveInfo } from './live-info';
import { findProductDetail, listProductDetails } from './product-details';
import { listProducts } from './product-list';
import { readProductPage } from './product-page';

const nowDttm = () => toDttm14(Date.now());

export const getCatalogGeneration = defineEndpoint(DISPLAY_CONTRACTS.getCatalogGeneration, async ({ db }) => ({
  statusCode: 200 as const,
  data: await readCatalogGeneration(db),
}));

export const getCategoryTree = defineEndpoint(DISPLAY_CONTRACTS.getCategoryTree, async ({ db }) => ({
  statusCode: 200 as const,
  data: await readCategoryTree(db),
}));

export const getProductList = defineEndpoint(DISPLAY_CONTRACTS.getProductList, async ({ db, input }) => {
  const { items, total } = await listProducts(db, input, nowDttm());
  return { statusCode: 200 as const, data: { items, total, page: input.page, size: input.size } };
});

export const getProductDetail = defineEndpoint(DISPLAY_CONTRACTS.getProductDetail, async ({ db, input }) => {
  const detail = await findProductDetail(db, input.productCode, nowDttm());
  if (!detail) throw new GatewayError('PRODUCT_NOT_FOUND');
  return { statusCode: 200 as const, data: detail };
});

export const getProductPage = defineEndpoint(DISPLAY_CONTRACTS.getProductPage, async ({ db, input }) => {
  const page = await readProductPage(db, input.productCode, nowDttm());
  if (!page) throw new GatewayError('PRODUCT_NOT_FOUND');
  return { statusCode: 200 as const, data: page };
});

export const getProductDetailList = defineEndpoint(DISPLAY_CONTRACTS.getProductDetailList, async ({ db, input }) => {
  const { items, total } = await listProductDetails(db, input.page, input.size, nowDttm());
  return { statusCode: 200 as const, data: { items, total, page: input.page, size: input.size } };
});

export const getProductLiveInfo = defineEndpoint(DISPLAY_CONTRACTS.getProductLiveInfo, async ({ db, input }) => ({
  statusCode: 200 as const,
  data: await findLiveInfo(db, input.inmPrdNoList, nowDttm()),
}));

/** The display calls: the catalog's generation, the tree, then lists, detail, the product page, the bulk read and the live fields. */
export const DISPLAY_ENDPOINTS: readonly Endpoint[] = [
  getCatalogGeneration,
  getCategoryTree,
  getProductList,
  getProductDetail,
  getProductPage,
  getProductDetailList,
  getProductLiveInfo,
];
