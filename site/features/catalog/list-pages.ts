/**
 * The prebuilt product list pages (`productListPagePath`): every list a shopper can ask for
 * (all products, a category, a category's subcategory, a subcategory alone) × every sort × every
 * page. Each list is read once per sort and cut into pages here, so the build does work in
 * proportion to the catalog, not to the number of pages times the catalog.
 */
import { PRODUCT_LIST_PAGE_SIZE, PRODUCT_LIST_PATH, productListPagePath, type ProductListQuery } from '#shared/catalog/paths';
import { PRODUCT_SORTS, type CategoryNode, type ProductDetail } from '#shared/schemas/display-calls';
import type { ListScope } from './build-data';

export interface ListPage {
  query: ProductListQuery;
  products: readonly ProductDetail[];
  total: number;
  pageCount: number;
}

/** Every list scope: all products, each category, each category + subcategory, each unique subcategory alone. */
export function listScopes(tree: readonly CategoryNode[]): ListScope[] {
  const scopes: ListScope[] = [{}];
  const subCounts = new Map<string, number>();
  for (const category of tree) {
    scopes.push({ catNm: category.catNm });
    for (const sub of category.subcategories) {
      scopes.push({ catNm: category.catNm, subCatNm: sub.subCatNm });
      subCounts.set(sub.subCatNm, (subCounts.get(sub.subCatNm) ?? 0) + 1);
    }
  }
  // A subcategory name alone is a list only where it names one subcategory (the gateway says so too).
  for (const [subCatNm, count] of subCounts) if (count === 1) scopes.push({ subCatNm });
  return scopes;
}

/** One list cut into pages of 20; an empty list still gets its first page (an empty state). */
export function paginate(scope: ListScope, sort: ProductListQuery['sort'], products: readonly ProductDetail[]): ListPage[] {
  const pageCount = Math.max(1, Math.ceil(products.length / PRODUCT_LIST_PAGE_SIZE));
  return Array.from({ length: pageCount }, (_, index) => ({
    query: { catNm: scope.catNm, subCatNm: scope.subCatNm, sort, page: index + 1 },
    products: products.slice(index * PRODUCT_LIST_PAGE_SIZE, (index + 1) * PRODUCT_LIST_PAGE_SIZE),
    total: products.length,
    pageCount,
  }));
}

/**
 * The rest parameter of a list page under `/kr/ko/dp/product-list/` (`_/{cat}/{sub}/{sort}/{page}`),
 * taken from `productListPagePath` so the two can never disagree. A rest parameter, because Astro
 * does not route folders whose name starts with `_`.
 */
export function listPageParams(query: ProductListQuery): { list: string } {
  return { list: productListPagePath(query).slice(PRODUCT_LIST_PATH.length + 1) };
}

/** Every list page, given the tree and a reader of one sorted list. */
export async function allListPages(
  tree: readonly CategoryNode[],
  readList: (scope: ListScope, sort: ProductListQuery['sort']) => Promise<readonly ProductDetail[]>,
): Promise<ListPage[]> {
  const lists = await Promise.all(listScopes(tree).flatMap((scope) => PRODUCT_SORTS.map(async (sort) => paginate(scope, sort, await readList(scope, sort)))));
  return lists.flat();
}

/** The category a list belongs to: its own, or the one holding its subcategory. */
export function currentCategory(tree: readonly CategoryNode[], query: Pick<ProductListQuery, 'catNm' | 'subCatNm'>): CategoryNode | undefined {
  if (query.catNm) return tree.find((category) => category.catNm === query.catNm);
  if (query.subCatNm) return tree.find((category) => category.subcategories.some((sub) => sub.subCatNm === query.subCatNm));
  return undefined;
}
