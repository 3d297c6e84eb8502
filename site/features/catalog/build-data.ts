/**
 * The catalog as the build reads it from the gateway (ADR 008). Every loader is memoised at
 * module level: the build runs all pages in one process, so the catalog, the category tree and
 * each sorted list are fetched once however many pages use them. Lists keep the gateway's order
 * but point at the catalog's own product objects, so 10,000 products live in memory once and
 * page generation stays linear in the catalog's size.
 */
import {
  GetCategoryTreeResponseSchema,
  GetProductDetailListResponseSchema,
  GetProductListResponseSchema,
  type Badge,
  type CategoryNode,
  type ProductDetail,
  type ProductSort,
} from '#shared/schemas/display-calls';
import { memo, readAllPages, readBuildGateway } from '#lib/build-gateway';

const DETAIL_LIST_PATH = '/dp/display/product/v1/getProductDetailList';
const PRODUCT_LIST_PATH = '/dp/display/product/v1/getProductList';
const CATEGORY_TREE_PATH = '/dp/display/category/v1/getCategoryTree';
/** The largest page both list calls accept. */
const BULK_PAGE_SIZE = 200;

export interface CatalogIndex {
  /** Every product, by product number. */
  products: readonly ProductDetail[];
  byNo: ReadonlyMap<string, ProductDetail>;
}

/** What a list shows: one category, one subcategory (with or without its category), a badge. */
export interface ListScope {
  catNm?: string;
  subCatNm?: string;
  badge?: Badge;
}

/** The whole catalog in detail, read in pages of 200. */
export const loadCatalog = memo(async (): Promise<CatalogIndex> => {
  const products = await readAllPages(BULK_PAGE_SIZE, async (page) => {
    const answer = await readBuildGateway(DETAIL_LIST_PATH, GetProductDetailListResponseSchema, { page, size: BULK_PAGE_SIZE });
    return answer.data;
  });
  return { products, byNo: new Map(products.map((product) => [product.inmPrdNo, product])) };
});

/** Categories in display order, with their subcategories and product counts. */
export const loadCategoryTree = memo(async (): Promise<readonly CategoryNode[]> => {
  const answer = await readBuildGateway(CATEGORY_TREE_PATH, GetCategoryTreeResponseSchema);
  return answer.data;
});

const sortedLists = new Map<string, Promise<ProductDetail[]>>();

/**
 * Every product of `scope` in the gateway's `sort` order (as the catalog's objects). `limit`
 * stops early for shelves that show only the first few.
 */
export function loadSortedList(scope: ListScope, sort: ProductSort, limit?: number): Promise<ProductDetail[]> {
  const key = JSON.stringify([scope.catNm ?? '', scope.subCatNm ?? '', scope.badge ?? '', sort, limit ?? 0]);
  let list = sortedLists.get(key);
  if (!list) {
    list = readSortedList(scope, sort, limit);
    sortedLists.set(key, list);
  }
  return list;
}

async function readSortedList(scope: ListScope, sort: ProductSort, limit?: number): Promise<ProductDetail[]> {
  const { byNo } = await loadCatalog();
  const readPage = async (page: number, size: number) => {
    const answer = await readBuildGateway(PRODUCT_LIST_PATH, GetProductListResponseSchema, { ...scope, sort, page, size });
    return answer.data;
  };
  const cards =
    limit !== undefined && limit <= BULK_PAGE_SIZE
      ? (await readPage(1, limit)).items
      : (await readAllPages(BULK_PAGE_SIZE, (page) => readPage(page, BULK_PAGE_SIZE))).slice(0, limit);
  // A product the list names but the bulk read missed (changed mid-build) is left out, not half drawn.
  return cards.flatMap((card) => byNo.get(card.inmPrdNo) ?? []);
}
