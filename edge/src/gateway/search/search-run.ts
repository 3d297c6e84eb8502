/**
 * One search of a query over D1, counting its hits once per catalog generation. Counting every
 * hit by category and brand costs a search with thousands of hits about as much as ranking them,
 * and the counts do not change while the catalog does not: a shopper's next page, another sort or
 * a category or brand filter of the same query reuses them, and only the page of cards is read.
 * The counts are kept in the isolate with the generation they were read at; each search reads the
 * generation in the same batch, so a count is never used once the catalog has moved on.
 * A price filter's total cannot be worked out from the counts: its statement counts the hits
 * that pass it, which is still cheaper than counting every hit by category and brand.
 */
import { CATALOG_GENERATION_SQL } from '../display/catalog-generation';
import {
  filteredPageOf,
  pageOf,
  runOf,
  searchRunOf,
  searchStatement,
  type CountRow,
  type SearchFilters,
  type SearchPageArgs,
  type SearchRun,
} from './product-search';
import { hitsQuery, type HitsQuery, type MatchKind } from './search-hits';

/** How many queries' counts an isolate keeps, the least recently used dropped first. */
export const KEPT_COUNTS = 200;

const keptCounts = new Map<string, { generation: number; counts: CountRow[] }>();

function keep(query: string, generation: number, counts: CountRow[]): void {
  keptCounts.delete(query);
  keptCounts.set(query, { generation, counts });
  if (keptCounts.size > KEPT_COUNTS) keptCounts.delete(keptCounts.keys().next().value as string);
}

/** How many of a row's hits pass `filters`, when the counts can tell; null for a price filter, whose total the page's statement counts. */
function filteredByCounts(filters: SearchFilters): ((row: CountRow) => number) | null {
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) return null;
  return (row) =>
    (filters.catNm === undefined || row.cat_nm === filters.catNm) && (filters.brandCd === undefined || row.brand_cd === filters.brandCd) ? row.hits : 0;
}

function generationOf(result: D1Result<unknown>): number {
  return (result.results[0] as { generation: number } | undefined)?.generation ?? 0;
}

type Found = { run: SearchRun; matchKind: MatchKind; alongside: D1Result<unknown>[] };

/** The run of `hits` with its counts, which are kept for the generation read with them. */
async function countedRun(db: D1Database, query: string, hits: HitsQuery, args: SearchPageArgs, alongside: readonly D1PreparedStatement[]): Promise<Found> {
  const [read, counted, ...others] = await db.batch<unknown>([db.prepare(CATALOG_GENERATION_SQL), searchStatement(db, hits, args), ...alongside]);
  const { run, counts } = searchRunOf(counted);
  keep(query, generationOf(read), counts);
  return { run, matchKind: hits.kind, alongside: others };
}

/**
 * Searches `query` (normalised, not empty), ranked when the sort is by relevance. Statements
 * passed `alongside` run in the first trip's batch; their results come back in order.
 */
export async function searchRun(db: D1Database, query: string, args: SearchPageArgs, alongside: readonly D1PreparedStatement[] = []): Promise<Found> {
  const hits = hitsQuery(query, args.sort === 'relevance');
  const kept = keptCounts.get(query);
  if (!kept) return countedRun(db, query, hits, args, alongside);
  const filtered = filteredByCounts(args.filters);
  const statement = searchStatement(db, hits, args, filtered ? 'none' : 'filtered');
  const [read, page, ...others] = await db.batch<unknown>([db.prepare(CATALOG_GENERATION_SQL), statement, ...alongside]);
  if (generationOf(read) !== kept.generation) return { ...(await countedRun(db, query, hits, args, [])), alongside: others };
  keep(query, kept.generation, kept.counts);
  if (filtered) return { run: runOf(pageOf(page), kept.counts, filtered), matchKind: hits.kind, alongside: others };
  const { items, total } = filteredPageOf(page);
  return { run: { ...runOf(items, kept.counts, (row) => row.hits), total }, matchKind: hits.kind, alongside: others };
}
