/**
 * The operator API's routes for the catalog: products, options, stock, images and the CSV
 * (ADR 045); schema-free for the console, contracts at the end of `catalog-ops-calls.ts`.
 */
import { sentAs, typedRoutes } from './contract';
import type * as S from './catalog-ops-calls';
import { changeRoute, readRoute } from './ops-route';

export const CATALOG_OPS_ROUTES = typedRoutes<typeof S>()({
  listProducts: readRoute('/v1/catalog/products/list', ['CONTENT']),
  getCatalogChoices: readRoute('/v1/catalog/choices/get', ['CONTENT']),
  getProduct: readRoute('/v1/catalog/products/get', ['CONTENT']),
  saveProduct: changeRoute('/v1/catalog/products/save', ['CONTENT']),
  setSaleStop: changeRoute('/v1/catalog/products/sale-stop', ['CONTENT']),
  saveOption: changeRoute('/v1/catalog/options/save', ['CONTENT']),
  adjustStock: changeRoute('/v1/catalog/stock/adjust', ['CONTENT']),
  uploadProductImage: sentAs('bytes', changeRoute('/v1/catalog/images/upload', ['CONTENT'])),
  orderProductImages: changeRoute('/v1/catalog/images/order', ['CONTENT']),
  removeProductImage: changeRoute('/v1/catalog/images/remove', ['CONTENT']),
  exportCatalogCsv: readRoute('/v1/catalog/csv/export', ['CONTENT']),
  importCatalogCsv: changeRoute('/v1/catalog/csv/import', ['CONTENT']),
});
