/**
 * One run of a product search over D1, in one statement so that the hits are found once: the
 * page of cards (filtered, sorted, paged) and the hit counts per category × brand, from which the
 * total (filtered) and the facets (unfiltered) are summed; or the page alone, when the counts are
 * known (search-run.ts). Ranking, filtering and counting read only the hits' own columns
 * (search-hits.ts); just the page's few rows read products for cards.
 */
import type { ProductCard } from '#shared/schemas/display-calls';
import type { SEARCH_SORTS } from '#shared/schemas/search-calls';
import { toCard, type CardRow } from '../display/product-rows';
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

/** Orders over the hits (`h`); the number last, so that pages never overlap. */
const ORDER: Record<SearchSort, string> = {
  relevance: 'h.score, h.sales_cnt DESC, h.inm_prd_no',
  popular: 'h.sales_cnt DESC, h.inm_prd_no',
  newest: 'h.reg_dttm DESC, h.inm_prd_no',
  priceAsc: 'h.sale_amt, h.inm_prd_no',
  priceDesc: 'h.sale_amt DESC, h.inm_prd_no',
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
  cat_nm: string;
  cat_ord: number;
  brand_cd: string;
  brand_nm: string;
  brand_ord: number;
  hits: number;
  filtered: number;
}

/** A card of the page, or the one row without a product when the page is empty; each carries the counts. */
type SearchRow = { counts_json: string } & (({ inm_prd_no: string } & CardRow) | { inm_prd_no: null });

/**
 * The statement running `hits` with the filters, sort and page of `args`, to run alone or in a
 * batch: the page's cards with the hit counts (searchRunOf), or, when the counts are known
 * already, the cards alone (pageOf), which skips counting every hit.
 */
export function searchStatement(db: D1Database, hits: HitsQuery, args: SearchPageArgs, withCounts = true): D1PreparedStatement {
  const filter = filterCondition(args.filters);
  const order = ORDER[args.sort];
  const page = `page AS (SELECT h.* FROM hits h WHERE ${filter.sql} ORDER BY ${order} LIMIT ? OFFSET ?)`;
  const pageBinds = [...hits.binds, ...filter.binds, args.size, (args.page - 1) * args.size];
  if (!withCounts) {
    return db
      .prepare(
        `WITH hits AS (${hits.sql}), ${page} SELECT ${CARD_COLUMNS} FROM page h JOIN products p ON p.inm_prd_no = h.inm_prd_no ${cardJoins('?')} ORDER BY ${order}`,
      )
      .bind(...pageBinds, args.now14, args.now14);
  }
  // Materialised: the index (or the LIKE scan) and the scores run once for the page and the counts.
  return db
    .prepare(
      `WITH hits AS MATERIALIZED (${hits.sql}), ${page},
            counts AS (
              SELECT json_group_array(json_object('cat_nm', c.cat_nm, 'cat_ord', c.sort_ord, 'brand_cd', b.brand_cd, 'brand_nm', b.brand_nm,
                       'brand_ord', b.sort_ord, 'hits', k.hit_cnt, 'filtered', k.filtered_cnt)) AS counts_json
                FROM (SELECT h.cat_id, h.brand_cd, COUNT(*) AS hit_cnt, SUM(CASE WHEN ${filter.sql} THEN 1 ELSE 0 END) AS filtered_cnt
                        FROM hits h GROUP BY h.cat_id, h.brand_cd) k
                JOIN categories c ON c.cat_id = k.cat_id JOIN brands b ON b.brand_cd = k.brand_cd)
       SELECT counts.counts_json, ${CARD_COLUMNS}
         FROM counts LEFT JOIN page h ON 1 LEFT JOIN products p ON p.inm_prd_no = h.inm_prd_no ${cardJoins('?', { outer: true })}
        ORDER BY ${order}`,
    )
    .bind(...pageBinds, ...filter.binds, args.now14, args.now14);
}

/** The counts and cards of searchStatement's result. */
export function searchRunOf(result: D1Result<unknown>): { run: SearchRun; counts: CountRow[] } {
  const results = result.results as SearchRow[];
  const counts = (JSON.parse(results[0].counts_json) as CountRow[]).sort((a, b) => a.cat_ord - b.cat_ord || a.brand_ord - b.brand_ord);
  const items = results.flatMap((row) => (row.inm_prd_no === null ? [] : [toCard(row)]));
  return { run: runOf(items, counts, (row) => row.filtered), counts };
}

/** The cards of searchStatement's result without counts. */
export function pageOf(result: D1Result<unknown>): ProductCard[] {
  return (result.results as CardRow[]).map(toCard);
}

/**
 * The run of `items` with `counts`, each row's filtered hits as `filtered` says: read from the
 * statement, or worked out from known counts for filters by category and brand.
 */
export function runOf(items: ProductCard[], counts: readonly CountRow[], filtered: (row: CountRow) => number): SearchRun {
  return {
    items,
    total: counts.reduce((sum, row) => sum + filtered(row), 0),
    unfilteredTotal: counts.reduce((sum, row) => sum + row.hits, 0),
    facets: facetsOf(counts),
  };
}

/** Categories in display order; brands by count, then name. */
function facetsOf(rows: readonly CountRow[]): Facets {
  const categories = new Map<string, number>();
  const brands = new Map<string, { brandCd: string; brandNm: string; count: number }>();
  for (const row of rows) {
    categories.set(row.cat_nm, (categories.get(row.cat_nm) ?? 0) + row.hits);
    const brand = brands.get(row.brand_cd) ?? { brandCd: row.brand_cd, brandNm: row.brand_nm, count: 0 };
    brand.count += row.hits;
    brands.set(row.brand_cd, brand);
  }
  return {
    categories: [...categories].map(([catNm, count]) => ({ catNm, count })),
    brands: [...brands.values()].sort((a, b) => b.count - a.count || a.brandNm.localeCompare(b.brandNm, 'ko')),
  };
}
