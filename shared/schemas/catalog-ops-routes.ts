/**
 * The operator API's routes for the catalog: products, options, stock, images and the CSV
 * (ADR 045); schema-free for the console, contracts at the end of `catalog-ops-calls.ts`.
 */
import type { RequestOf, ResponseOf } from './contract';
import { changeRoute, readRoute } from './ops-route';
import type * as S from './catalog-ops-calls';

export const CATALOG_OPS_ROUTES = {
  listProducts: readRoute<RequestOf<typeof S.ListProductsRequestSchema>, ResponseOf<typeof S.ListProductsResponseSchema>>('/v1/catalog/products/list', [
    'CONTENT',
  ]),
  getCatalogChoices: readRoute<undefined, ResponseOf<typeof S.GetCatalogChoicesResponseSchema>>('/v1/catalog/choices/get', ['CONTENT']),
  getProduct: readRoute<RequestOf<typeof S.GetProductRequestSchema>, ResponseOf<typeof S.ProductOpsResponseSchema>>('/v1/catalog/products/get', ['CONTENT']),
  saveProduct: changeRoute<RequestOf<typeof S.SaveProductRequestSchema>, ResponseOf<typeof S.ProductOpsResponseSchema>>('/v1/catalog/products/save', [
    'CONTENT',
  ]),
  setSaleStop: changeRoute<RequestOf<typeof S.SetSaleStopRequestSchema>, ResponseOf<typeof S.ProductOpsResponseSchema>>('/v1/catalog/products/sale-stop', [
    'CONTENT',
  ]),
  saveOption: changeRoute<RequestOf<typeof S.SaveOptionRequestSchema>, ResponseOf<typeof S.ProductOpsResponseSchema>>('/v1/catalog/options/save', ['CONTENT']),
  adjustStock: changeRoute<RequestOf<typeof S.AdjustStockRequestSchema>, ResponseOf<typeof S.ProductOpsResponseSchema>>('/v1/catalog/stock/adjust', [
    'CONTENT',
  ]),
  uploadProductImage: changeRoute<undefined, ResponseOf<typeof S.ProductOpsResponseSchema>>('/v1/catalog/images/upload', ['CONTENT']),
  orderProductImages: changeRoute<RequestOf<typeof S.OrderProductImagesRequestSchema>, ResponseOf<typeof S.ProductOpsResponseSchema>>(
    '/v1/catalog/images/order',
    ['CONTENT'],
  ),
  removeProductImage: changeRoute<RequestOf<typeof S.RemoveProductImageRequestSchema>, ResponseOf<typeof S.ProductOpsResponseSchema>>(
    '/v1/catalog/images/remove',
    ['CONTENT'],
  ),
  exportCatalogCsv: readRoute<undefined, ResponseOf<typeof S.ExportCatalogCsvResponseSchema>>('/v1/catalog/csv/export', ['CONTENT']),
  importCatalogCsv: changeRoute<RequestOf<typeof S.ImportCatalogCsvRequestSchema>, ResponseOf<typeof S.ImportCatalogCsvResponseSchema>>(
    '/v1/catalog/csv/import',
    ['CONTENT'],
  ),
};
