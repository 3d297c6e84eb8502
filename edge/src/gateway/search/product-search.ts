/**
 * The statements of a product search over D1, each finding the hits once: the page of cards
 * (filtered, sorted, paged) with the hit counts per category × brand, from which the total
 * (filtered) and the facets (unfiltered) are summed; or, when the counts are known
 * (search-run.ts), the page with only its filtered total, or the page alone; with, on asking, the
 * order of the sort's first hits; or the cards of given products. Ranking, filtering and counting
 * read only the hits' own columns (search-hits.ts); just the page's few rows read products for
 * cards. search-results.ts reads what they answer.
 */
import type { ProductCard } from '#shared/schemas/display-calls';
import type { SEARCH_SORTS } from '#shared/schemas/search-calls';
import { CARD_COLUMNS, cardJoins } from '../display/product-sql';
import type { HitsQuery } from './search-hits';

export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface SearchFilters {
  catNm?: string;
  brandCd?: string;
  minPrice?: number;
  maxPrice?: number;
}

export interface SearchPageArgs {
  filters: SearchFilters;
  sort: SearchSort;
  page: number;
  size: number;
  /** Now in Korean time, 14 digits: which hot deals run. */
  now14: string;
}

export interface Facets {
  categories: { catNm: string; count: number }[];
  brands: { brandCd: string; brandNm: string; count: number }[];
}

export interface SearchRun {
  items: ProductCard[];
  /** Hits that pass the filters. */
  total: number;
  /** Hits before any filter. */
  unfilteredTotal: number;
  facets: Facets;
}

/**
 * Orders over the hits (`h`): sold-out hits after every buyable one, even the best match
 * (docs/decisions/054-sold-out-last.md); the number last, so that pages never overlap.
 */
const ORDER: Record<SearchSort, string> = {
  relevance: 'h.sold_out, h.score, h.sales_cnt DESC, h.inm_prd_no',
  popular: 'h.sold_out, h.sales_cnt DESC, h.inm_prd_no',
  newest: 'h.sold_out, h.reg_dttm DESC, h.inm_prd_no',
  priceAsc: 'h.sold_out, h.sale_amt, h.inm_prd_no',
  priceDesc: 'h.sold_out, h.sale_amt DESC, h.inm_prd_no',
};

/** The filters as one SQL condition over the hits (`h`), with its binds; `1` when there are none. */
function filterCondition(filters: SearchFilters): { sql: string; binds: (string | number)[] } {
  const conditions: [string, string | number | undefined][] = [
    ['h.cat_id = (SELECT cat_id FROM categories WHERE cat_nm = ?)', filters.catNm],
    ['h.brand_cd = ?', filters.brandCd],
    ['h.sale_amt >= ?', filters.minPrice],
    ['h.sale_amt <= ?', filters.maxPrice],
  ];
  const used = conditions.filter((condition): condition is [string, string | number] => condition[1] !== undefined);
  return { sql: used.length ? used.map(([sql]) => sql).join(' AND ') : '1', binds: used.map(([, value]) => value) };
}

/** The hits of one category × brand: all of them, and those that pass the filters. */
export interface CountRow {
  cat_id: number;
  cat_nm: string;
  cat_ord: number;
  brand_cd: string;
  brand_nm: string;
  brand_ord: number;
  hits: number;
  filtered: number;
}

/**
 * What a search statement counts besides its page: every hit by category × brand (`hits`, read
 * by searchRunOf), only the hits that pass the filters (`filtered`, read by filteredPageOf), or
 * nothing (`none`, read by pageOf), when the counts of the query are known already.
 */
export type Counting = 'hits' | 'filtered' | 'none';

/** The counting CTE's SELECT, which reads the filters' binds once. */
function countsSql(counting: Exclude<Counting, 'none'>, filter: string): string {
  if (counting === 'filtered') return `SELECT COUNT(*) AS filtered_total FROM hits h WHERE ${filter}`;
  return `SELECT json_group_array(json_object('cat_id', c.cat_id, 'cat_nm', c.cat_nm, 'cat_ord', c.sort_ord, 'brand_cd', b.brand_cd, 'brand_nm', b.brand_nm,
             'brand_ord', b.sort_ord, 'hits', k.hit_cnt, 'filtered', k.filtered_cnt)) AS counts_json
            FROM (SELECT h.cat_id, h.brand_cd, COUNT(*) AS hit_cnt, SUM(CASE WHEN ${filter} THEN 1 ELSE 0 END) AS filtered_cnt
                    FROM hits h GROUP BY h.cat_id, h.brand_cd) k
            JOIN categories c ON c.cat_id = k.cat_id JOIN brands b ON b.brand_cd = k.brand_cd`;
}

/** How many of a query's first hits in a sort a statement that keeps the order lists: ten pages. */
export const KEPT_ORDER_LENGTH = 200;

/** A hit of a kept order: its number and what the filters read. */
export type OrderRow = [inmPrdNo: string, catId: number, brandCd: string, saleAmt: number];

/**
 * The statement running `hits` with the filters, sort and page of `args`, counting as `counting`
 * says, and, with `keepOrder`, listing the first `KEPT_ORDER_LENGTH` hits of the sort before any
 * filter (orderOf), so that later pages and filters can be read from them; to run alone or in a batch.
 */
export function searchStatement(db: D1Database, hits: HitsQuery, args: SearchPageArgs, counting: Counting = 'hits', keepOrder = false): D1PreparedStatement {
  const filter = filterCondition(args.filters);
  const order = ORDER[args.sort];
  const page = `page AS (SELECT h.* FROM hits h WHERE ${filter.sql} ORDER BY ${order} LIMIT ? OFFSET ?)`;
  const pageBinds = [...hits.binds, ...filter.binds, args.size, (args.page - 1) * args.size];
  if (counting === 'none' && !keepOrder) {
    return db
      .prepare(
        `WITH hits AS (${hits.sql}), ${page} SELECT ${CARD_COLUMNS} FROM page h JOIN products p ON p.inm_prd_no = h.inm_prd_no ${cardJoins('?')} ORDER BY ${order}`,
      )
      .bind(...pageBinds, args.now14, args.now14);
  }
  // One-row CTEs the cards are joined to, so that an empty page still answers them.
  const oneRow: string[] = [];
  if (counting !== 'none') oneRow.push(`counts AS (${countsSql(counting, filter.sql)})`);
  if (keepOrder) {
    oneRow.push(
      `top AS (SELECT json_group_array(json_array(t.inm_prd_no, t.cat_id, t.brand_cd, t.sale_amt)) AS top_json
                 FROM (SELECT h.* FROM hits h ORDER BY ${order} LIMIT ${KEPT_ORDER_LENGTH}) t)`,
    );
  }
  const names = oneRow.map((cte) => cte.slice(0, cte.indexOf(' ')));
  // Materialised: the index (or the LIKE scan) and the scores run once for the page, the counts and the order.
  return db
    .prepare(
      `WITH hits AS MATERIALIZED (${hits.sql}), ${page}, ${oneRow.join(', ')}
       SELECT ${names.map((name) => `${name}.*`).join(', ')}, ${CARD_COLUMNS}
         FROM ${names.join(' JOIN ')} LEFT JOIN page h ON 1 LEFT JOIN products p ON p.inm_prd_no = h.inm_prd_no ${cardJoins('?', { outer: true })}
        ORDER BY ${order}`,
    )
    .bind(...pageBinds, ...(counting === 'none' ? [] : filter.binds), args.now14, args.now14);
}

/** The cards of products `inmPrdNos`, in that order, as a search page shows them at `now14`. */
export function cardsStatement(db: D1Database, inmPrdNos: readonly string[], now14: string): D1PreparedStatement {
  return db
    .prepare(`SELECT ${CARD_COLUMNS} FROM products p ${cardJoins('?')} WHERE p.inm_prd_no IN (SELECT value FROM json_each(?))`)
    .bind(now14, now14, JSON.stringify(inmPrdNos));
}
