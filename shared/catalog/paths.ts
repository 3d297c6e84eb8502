/**
 * Where catalog things live: product pages, product images, and the product list. The list's
 * public URL keeps its query (`?catNm=…&subCatNm=…`, plus `sort` and `page`); the worker draws
 * each from D1 (docs/decisions/039-catalog-pages-drawn-at-the-edge.md).
 */
import { PRODUCT_SORTS, type ProductSort } from './sorts';
import { LOCALE_BASE } from '../site-path';

export const PRODUCT_LIST_PATH = `${LOCALE_BASE}/dp/product-list`;
export const PRODUCT_PATH_PREFIX = `${LOCALE_BASE}/dp/product/`;
/** Cards a product list page shows. */
export const PRODUCT_LIST_PAGE_SIZE = 20;
export const DEFAULT_PRODUCT_SORT: ProductSort = 'popular';

/** Korean labels of the list sorts, in the order the sort menu shows them. */
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  popular: '인기순',
  newest: '신상품순',
  priceAsc: '낮은 가격순',
  priceDesc: '높은 가격순',
  reviews: '리뷰 많은 순',
};

/** `/kr/ko/dp/product/{productCode}`. */
export function productPath(productCode: string): string {
  return `${PRODUCT_PATH_PREFIX}${encodeURIComponent(productCode)}`;
}

/** A product image as the built-in gateway names it and the build writes it. */
export function productImagePath(inmPrdNo: string, sortOrd: number): string {
  return `/images/products/${inmPrdNo}-${sortOrd}.svg`;
}

export interface ProductListQuery {
  catNm?: string;
  subCatNm?: string;
  sort: ProductSort;
  page: number;
}

/** The public URL of a list page; the default sort and page 1 are left out. */
export function productListUrl(query: Partial<ProductListQuery>): string {
  const params = new URLSearchParams();
  if (query.catNm) params.set('catNm', query.catNm);
  if (query.subCatNm) params.set('subCatNm', query.subCatNm);
  if (query.sort && query.sort !== DEFAULT_PRODUCT_SORT) params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${PRODUCT_LIST_PATH}?${search}` : PRODUCT_LIST_PATH;
}

/**
 * The list query of a public URL's search params; null when a value is malformed (an unknown
 * sort, a page that is not a positive whole number, an empty or overlong name).
 */
export function parseProductListQuery(params: URLSearchParams): ProductListQuery | null {
  const name = (key: string): string | undefined | null => {
    const value = params.get(key);
    if (value === null) return undefined;
    return value === '' || value.length > 40 ? null : value;
  };
  const catNm = name('catNm');
  const subCatNm = name('subCatNm');
  if (catNm === null || subCatNm === null) return null;
  const sort = params.get('sort') ?? DEFAULT_PRODUCT_SORT;
  if (!(PRODUCT_SORTS as readonly string[]).includes(sort)) return null;
  const pageText = params.get('page') ?? '1';
  if (!/^[1-9]\d{0,4}$/.test(pageText)) return null;
  return { catNm, subCatNm, sort: sort as ProductSort, page: Number(pageText) };
}
