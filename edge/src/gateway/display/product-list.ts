/**
 * The product list: a category, a subcategory, a badge and a brand narrow it, a sort orders it,
 * and a page of cards comes back with the total; only products on sale (`ON_SALE_SQL`) are listed,
 * the sold-out ones after every buyable one in every sort (docs/decisions/054-sold-out-last.md).
 * A category or subcategory filter walks the `products_cat_*` / `products_sub_*` index of its sort
 * (scope, sold out, sort key, product number: migrations/0050_sold_out_last.sql), so a list page
 * reads only its own rows, never its whole category.
 */
import type { Badge, ProductCard, ProductSort } from '#shared/schemas/display-calls';
import { GatewayError } from '../errors';
import { toCard, type CardRow } from './product-rows';
import { CARD_COLUMNS, ON_SALE_SQL, SOLD_OUT_SQL, SqlParams, cardJoins } from './product-sql';

/**
 * Each sort's key, within buyable products first and then sold-out ones (`listOrder`); product
 * number breaks ties, so paging never skips or repeats a product.
 */
const SORT_SQL: Record<ProductSort, string> = {
  popular: 'p.sales_cnt DESC',
  newest: 'p.reg_dttm DESC',
  priceAsc: 'p.sale_amt ASC',
  priceDesc: 'p.sale_amt DESC',
  reviews: 'p.review_cnt DESC',
};

/** The ORDER BY of `sort`: 품절 last, then the sort, then the product number. */
const listOrder = (sort: ProductSort) => `${SOLD_OUT_SQL}, ${SORT_SQL[sort]}, p.inm_prd_no`;

export interface ProductListFilter {
  catNm?: string;
  subCatNm?: string;
  badge?: Badge;
  brandCd?: string;
  sort: ProductSort;
  page: number;
  size: number;
}

/**
 * Where a list looks: one category, or the subcategories of a name (one per category at most);
 * `names` looks the category or subcategory up by name inside the list's own statement, for a
 * batch that cannot wait for the lookup (an unknown name then lists nothing).
 */
export type Scope = { catId: number } | { subCatIds: number[] } | { names: { catNm?: string; subCatNm?: string } } | Record<string, never>;

/**
 * The scope of `catNm` / `subCatNm`. A subcategory name alone matches it in every category;
 * with a category it must be that category's. Throws `CATEGORY_NOT_FOUND` for a name that
 * matches nothing.
 */
export async function resolveScope(db: D1Database, catNm: string | undefined, subCatNm: string | undefined): Promise<Scope> {
  if (subCatNm !== undefined) {
    const { results } = await db
      .prepare(
        `SELECT s.sub_cat_id FROM subcategories s JOIN categories c ON c.cat_id = s.cat_id
          WHERE s.sub_cat_nm = ?1 AND (?2 IS NULL OR c.cat_nm = ?2) ORDER BY s.sub_cat_id`,
      )
      .bind(subCatNm, catNm ?? null)
      .all<{ sub_cat_id: number }>();
    if (results.length === 0) throw new GatewayError('CATEGORY_NOT_FOUND');
    return { subCatIds: results.map((row) => row.sub_cat_id) };
  }
  if (catNm !== undefined) {
    const catId = await db.prepare('SELECT cat_id FROM categories WHERE cat_nm = ?1').bind(catNm).first<number>('cat_id');
    if (catId === null) throw new GatewayError('CATEGORY_NOT_FOUND');
    return { catId };
  }
  return {};
}

/** The WHERE clause of `filter` within `scope`; `now` names the current time when a condition needs it. */
function whereOf(scope: Scope, filter: ProductListFilter, params: SqlParams, now: () => string): string {
  const conditions: string[] = [ON_SALE_SQL];
  if ('names' in scope) conditions.push(...nameConditions(scope.names, params));
  if ('catId' in scope) conditions.push(`p.cat_id = ${params.add(scope.catId)}`);
  if ('subCatIds' in scope) conditions.push(`p.sub_cat_id IN (${scope.subCatIds.map((id) => params.add(id)).join(', ')})`);
  if (filter.brandCd !== undefined) conditions.push(`p.brand_cd = ${params.add(filter.brandCd)}`);
  if (filter.badge === 'BEST') conditions.push(`p.best_yn = 'Y'`);
  if (filter.badge === 'NEW') conditions.push(`p.new_yn = 'Y'`);
  if (filter.badge === 'SALE') conditions.push('p.dc_rate > 0');
  if (filter.badge === 'HOT') {
    const at = now();
    // Driven by the running deals (`hot_deals_running`), not by a walk over every product.
    conditions.push(`p.inm_prd_no IN (SELECT d.inm_prd_no FROM hot_deals d WHERE d.end_dttm > ${at} AND d.start_dttm <= ${at})`);
  }
  return `WHERE ${conditions.join(' AND ')}`;
}

/** The conditions of a scope by name, as `resolveScope` reads it: each a subquery SQLite runs once, so the sort's index still applies. */
function nameConditions({ catNm, subCatNm }: { catNm?: string; subCatNm?: string }, params: SqlParams): string[] {
  if (subCatNm !== undefined && catNm !== undefined) {
    // One subcategory at most (a name is unique within its category): `=` lets the sort's index order the list.
    return [
      `p.sub_cat_id = (SELECT s.sub_cat_id FROM subcategories s JOIN categories c ON c.cat_id = s.cat_id WHERE s.sub_cat_nm = ${params.add(subCatNm)} AND c.cat_nm = ${params.add(catNm)})`,
    ];
  }
  // A subcategory name alone names that subcategory in every category.
  if (subCatNm !== undefined) return [`p.sub_cat_id IN (SELECT sub_cat_id FROM subcategories WHERE sub_cat_nm = ${params.add(subCatNm)})`];
  if (catNm !== undefined) return [`p.cat_id = (SELECT cat_id FROM categories WHERE cat_nm = ${params.add(catNm)})`];
  return [];
}

/** The placeholder of `now` in `params`, added the first time it is asked for. */
function nowIn(params: SqlParams, now: string): () => string {
  let placeholder: string | undefined;
  return () => (placeholder ??= params.add(now));
}

/** A statement's text and the values it binds. */
export interface BoundSql {
  sql: string;
  values: unknown[];
}

/** The page query and the count query of `filter` within `scope` at `now`. */
export function productListSql(scope: Scope, filter: ProductListFilter, now: string): { list: BoundSql; count: BoundSql } {
  const listParams = new SqlParams();
  const listNow = nowIn(listParams, now);
  const joins = cardJoins(listNow());
  const listWhere = whereOf(scope, filter, listParams, listNow);
  const limit = listParams.add(filter.size);
  const offset = listParams.add((filter.page - 1) * filter.size);
  const countParams = new SqlParams();
  const countWhere = whereOf(scope, filter, countParams, nowIn(countParams, now));
  return {
    list: {
      sql: `SELECT ${CARD_COLUMNS} FROM products p ${joins} ${listWhere} ORDER BY ${listOrder(filter.sort)} LIMIT ${limit} OFFSET ${offset}`,
      values: listParams.values,
    },
    count: { sql: `SELECT COUNT(*) AS total FROM products p ${countWhere}`, values: countParams.values },
  };
}

/** The page statement and the count statement of `filter` within `scope`, for a caller's batch; `productListOf` reads their results. */
export function productListStatements(db: D1Database, scope: Scope, filter: ProductListFilter, now: string): [D1PreparedStatement, D1PreparedStatement] {
  const { list, count } = productListSql(scope, filter, now);
  return [db.prepare(list.sql).bind(...list.values), db.prepare(count.sql).bind(...count.values)];
}

/** The cards of the page statement's result. */
export function cardsOf(rows: D1Result<unknown>): ProductCard[] {
  return (rows.results as CardRow[]).map(toCard);
}

/** The cards and the total from the results of `productListStatements`. */
export function productListOf(rows: D1Result<unknown>, totals: D1Result<unknown>): { items: ProductCard[]; total: number } {
  return { items: cardsOf(rows), total: (totals.results[0] as { total: number }).total };
}

/** A page of the list `filter` asks for at `now` (14-digit Korean time), with the total. */
export async function listProducts(db: D1Database, filter: ProductListFilter, now: string): Promise<{ items: ProductCard[]; total: number }> {
  const scope = await resolveScope(db, filter.catNm, filter.subCatNm);
  const [rows, totals] = await db.batch<unknown>(productListStatements(db, scope, filter, now));
  return productListOf(rows, totals);
}
