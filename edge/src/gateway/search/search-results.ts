/**
 * What a search statement's result says (product-search.ts): its cards, its counts, its
 * filtered total and its kept order, and the run a search answers from them.
 */
import type { ProductCard } from '#shared/schemas/display-calls';
import { toCard, type CardRow } from '../display/product-rows';
import type { CountRow, Facets, OrderRow, SearchRun } from './product-search';

/** A card of the page, or the one row without a product when the page is empty; each carries the counts. */
type CountedRow<Counts> = Counts & (({ inm_prd_no: string } & CardRow) | { inm_prd_no: null });

/** The kept order of a `keepOrder` statement's result. */
export function orderOf(result: D1Result<unknown>): OrderRow[] {
  return JSON.parse((result.results[0] as { top_json: string }).top_json) as OrderRow[];
}

/** The cards of cardsStatement's result, in the order of `inmPrdNos`. */
export function cardsIn(result: D1Result<unknown>, inmPrdNos: readonly string[]): ProductCard[] {
  const cards = new Map((result.results as CardRow[]).map((row) => [row.inm_prd_no, toCard(row)]));
  return inmPrdNos.flatMap((inmPrdNo) => cards.get(inmPrdNo) ?? []);
}

/** The cards of a counting statement's result (its one row without a product is an empty page). */
function cardsOf(rows: readonly CountedRow<unknown>[]): ProductCard[] {
  return rows.flatMap((row) => (row.inm_prd_no === null ? [] : [toCard(row)]));
}

/** The counts and cards of a `hits` statement's result. */
export function searchRunOf(result: D1Result<unknown>): { run: SearchRun; counts: CountRow[] } {
  const rows = result.results as CountedRow<{ counts_json: string }>[];
  const counts = (JSON.parse(rows[0].counts_json) as CountRow[]).sort((a, b) => a.cat_ord - b.cat_ord || a.brand_ord - b.brand_ord);
  return { run: runOf(cardsOf(rows), counts, (row) => row.filtered), counts };
}

/** The cards and the filtered total of a `filtered` statement's result. */
export function filteredPageOf(result: D1Result<unknown>): { items: ProductCard[]; total: number } {
  const rows = result.results as CountedRow<{ filtered_total: number }>[];
  return { items: cardsOf(rows), total: rows[0].filtered_total };
}

/** The cards of a `none` statement's result. */
export function pageOf(result: D1Result<unknown>): ProductCard[] {
  return cardsOf(result.results as CountedRow<unknown>[]);
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
