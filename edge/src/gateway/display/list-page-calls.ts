/**
 * The list pages' calls: each answers all one page shows from ONE `db.batch`, so the worker draws
 * the page from one consistent read, with the generation it was read at
 * (docs/decisions/039-catalog-pages-drawn-at-the-edge.md). The lists, the tree and the samples are
 * the display and campaign calls' own statements.
 */
import { PRODUCT_LIST_PAGE_SIZE } from '#shared/catalog/paths';
import { toDttm14 } from '#shared/format';
import { LIST_PAGE_CONTRACTS } from '#shared/schemas/list-page-calls';
import type { CategoryNode } from '#shared/schemas/display-calls';
import { sampleMarketItemsOf, sampleMarketStatement } from '../campaign/sample-market-calls';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { GatewayError } from '../errors';
import { categoryTreeOf, categoryTreeStatement } from './category-tree';
import { pageMetaOf, pageMetaStatement } from './page-meta-sql';
import { cardsOf, productListStatements } from './product-list';

/** 베스트 shows the top 100. */
export const BEST_PAGE_SIZE = 100;
/** More running hot deals than this at once is not a page anyone scrolls. */
export const HOT_DEAL_PAGE_LIMIT = 200;

/**
 * How many products on sale the list of a category, or subcategory (in its category when both are
 * named; in every category when it is named alone), holds by the tree's kept counts, which are
 * the list's total; null when the tree has no such list.
 */
export function listTotalOf(tree: readonly CategoryNode[], catNm: string | undefined, subCatNm: string | undefined): number | null {
  const categories = catNm === undefined ? tree : tree.filter((category) => category.catNm === catNm);
  if (categories.length === 0) return null;
  if (subCatNm === undefined) return categories.reduce((sum, category) => sum + category.productCount, 0);
  const subs = categories.flatMap((category) => category.subcategories.filter((sub) => sub.subCatNm === subCatNm));
  return subs.length === 0 ? null : subs.reduce((sum, sub) => sum + sub.productCount, 0);
}

export const getProductListPage = defineEndpoint(LIST_PAGE_CONTRACTS.getProductListPage, async ({ db, input }) => {
  const now = toDttm14(Date.now());
  const filter = { sort: input.sort, page: input.page, size: PRODUCT_LIST_PAGE_SIZE };
  const scope = { names: { catNm: input.catNm, subCatNm: input.subCatNm } };
  // The total is the tree's kept count of the list, so the page counts no products.
  const [list] = productListStatements(db, scope, filter, now);
  const [rows, treeRows, meta] = await db.batch<unknown>([list, categoryTreeStatement(db), pageMetaStatement(db, { table: 'hot_deals', now })]);
  const tree = categoryTreeOf(treeRows);
  const total = listTotalOf(tree, input.catNm, input.subCatNm);
  if (total === null) throw new GatewayError('CATEGORY_NOT_FOUND');
  const data = { items: cardsOf(rows), total, size: PRODUCT_LIST_PAGE_SIZE, tree, ...pageMetaOf(meta) };
  return { statusCode: 200 as const, data };
});

export const getBestPage = defineEndpoint(LIST_PAGE_CONTRACTS.getBestPage, async ({ db }) => {
  const now = toDttm14(Date.now());
  const [list] = productListStatements(db, {}, { sort: 'popular', page: 1, size: BEST_PAGE_SIZE }, now);
  const [rows, tree, meta] = await db.batch<unknown>([list, categoryTreeStatement(db), pageMetaStatement(db, { table: 'hot_deals', now })]);
  const data = { items: cardsOf(rows), tree: categoryTreeOf(tree), ...pageMetaOf(meta) };
  return { statusCode: 200 as const, data };
});

export const getHotDealPage = defineEndpoint(LIST_PAGE_CONTRACTS.getHotDealPage, async ({ db }) => {
  const now = toDttm14(Date.now());
  const [list] = productListStatements(db, {}, { badge: 'HOT', sort: 'popular', page: 1, size: HOT_DEAL_PAGE_LIMIT }, now);
  const [rows, meta] = await db.batch<unknown>([list, pageMetaStatement(db, { table: 'hot_deals', now })]);
  return { statusCode: 200 as const, data: { items: cardsOf(rows), ...pageMetaOf(meta) } };
});

export const getAllMenuPage = defineEndpoint(LIST_PAGE_CONTRACTS.getAllMenuPage, async ({ db }) => {
  // The menu shows names and counts, which change only by a write: nothing dated to read.
  const [tree, meta] = await db.batch<unknown>([categoryTreeStatement(db), pageMetaStatement(db)]);
  return { statusCode: 200 as const, data: { tree: categoryTreeOf(tree), ...pageMetaOf(meta) } };
});

export const getSampleMarketPage = defineEndpoint(LIST_PAGE_CONTRACTS.getSampleMarketPage, async ({ db }) => {
  const now = Date.now();
  const nowDttm = toDttm14(now);
  const [samples, meta] = await db.batch<unknown>([sampleMarketStatement(db, nowDttm), pageMetaStatement(db, { table: 'sample_market_items', now: nowDttm })]);
  return { statusCode: 200 as const, data: { items: sampleMarketItemsOf(samples, now), ...pageMetaOf(meta) } };
});

/** The list pages' calls, after the display calls. */
export const LIST_PAGE_ENDPOINTS: readonly Endpoint[] = [getProductListPage, getBestPage, getHotDealPage, getAllMenuPage, getSampleMarketPage];
