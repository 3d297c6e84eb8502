/** Breadcrumb trails of catalog pages, shared by the visible trail and its JSON-LD. */
import { productListUrl, productPath } from '#shared/catalog/paths';
import { MAIN_PATH } from '#shared/site-path';
import type { ProductDetail } from '#shared/schemas/display-calls';
import type { Crumb } from '#shared/seo/json-ld';

/** 홈 › category › subcategory (as far as the list goes), each a list URL. */
export function listCrumbs(catNm: string | undefined, subCatNm: string | undefined): Crumb[] {
  const crumbs: Crumb[] = [{ name: '홈', path: MAIN_PATH }];
  if (catNm) crumbs.push({ name: catNm, path: productListUrl({ catNm }) });
  if (subCatNm) crumbs.push({ name: subCatNm, path: productListUrl({ catNm, subCatNm }) });
  if (crumbs.length === 1) crumbs.push({ name: '전체 상품', path: productListUrl({}) });
  return crumbs;
}

/** 홈 › category › subcategory › product. */
export function productCrumbs(product: Pick<ProductDetail, 'catNm' | 'subCatNm' | 'prdNm' | 'productCode'>): Crumb[] {
  return [...listCrumbs(product.catNm, product.subCatNm), { name: product.prdNm, path: productPath(product.productCode) }];
}
