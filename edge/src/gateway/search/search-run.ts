/**
 * One search of a query over D1, doing the work that covers every hit once per catalog
 * generation. Counting every hit by category and brand, and ranking every hit, cost a query with
 * thousands of hits far more than its page; neither changes while the catalog does not. So the
 * isolate keeps, with the generation they were read at, each query's counts, and for each sort
 * asked the order of its first `KEPT_ORDER_LENGTH` hits:
 *   - a later page, or a category, brand or price filter, that the kept order holds reads only
 *     its cards by number;
 *   - otherwise the page is read with only its filtered total (a price filter, which the counts
 *     cannot sum) or none, and the sort's order is kept from the same statement when it is not yet.
 * Each search reads the page meta (the generation, and for a page the next change of its `dated`
 * rows) in the same batch as its page, so nothing kept is used once the catalog has moved on: then
 * it counts afresh, in a second trip, whose meta is the answer's.
 */
import { BoundedLru } from '#edge/catalog-pages/isolate-memory';
import type { PageMeta } from '#shared/schemas/list-page-calls';
import { pageMetaOf, pageMetaStatement, type DatedRows } from '../display/page-meta-sql';
import { cardsStatement, searchStatement, type CountRow, type OrderRow, type SearchPageArgs, type SearchRun } from './product-search';
import { cardsIn, filteredPageOf, orderOf, pageOf, runOf, searchRunOf } from './search-results';
import { hitsQuery, type HitsQuery, type MatchKind } from './search-hits';

interface KeptCounts {
  generation: number;
  counts: CountRow[];
}

interface KeptOrder {
  generation: number;
  rows: OrderRow[];
}

/** Rough bytes of a kept entry in V8, to bound what the isolate spends on them (a few MB of its 128). */
const ROW_BYTES = 160;
const keptCounts = new BoundedLru<KeptCounts>(1024 * 1024, (kept) => kept.counts.length * ROW_BYTES);
const keptOrders = new BoundedLru<KeptOrder>(4 * 1024 * 1024, (kept) => kept.rows.length * ROW_BYTES);

const orderKey = (query: string, args: SearchPageArgs) => `${args.sort} ${query}`;

const hasPriceFilter = (args: SearchPageArgs) => args.filters.minPrice !== undefined || args.filters.maxPrice !== undefined;

/** How many hits pass the category and brand filters of `args`, summed from the counts. */
function countedTotal(counts: KeptCounts, args: SearchPageArgs): number {
  const { catNm, brandCd } = args.filters;
  const passes = (row: CountRow) => (catNm === undefined || row.cat_nm === catNm) && (brandCd === undefined || row.brand_cd === brandCd);
  return counts.counts.reduce((sum, row) => sum + (passes(row) ? row.hits : 0), 0);
}

/** The numbers of the page `args` asks for and its total, when the kept order holds them; else null. */
export function pageFromOrder(order: KeptOrder, counts: KeptCounts, args: SearchPageArgs): { inmPrdNos: string[]; total: number } | null {
  const { catNm, brandCd, minPrice, maxPrice } = args.filters;
  const catIds = new Set(counts.counts.filter((row) => catNm === undefined || row.cat_nm === catNm).map((row) => row.cat_id));
  const passing = order.rows.filter(
    ([, catId, rowBrand, saleAmt]) =>
      catIds.has(catId) && (brandCd === undefined || rowBrand === brandCd) && saleAmt >= (minPrice ?? 0) && saleAmt <= (maxPrice ?? Infinity),
  );
  const unfiltered = counts.counts.reduce((sum, row) => sum + row.hits, 0);
  const complete = order.rows.length >= unfiltered;
  const end = args.page * args.size;
  if (passing.length < end && !complete) return null;
  if (hasPriceFilter(args) && !complete) return null;
  const total = hasPriceFilter(args) ? passing.length : countedTotal(counts, args);
  return { inmPrdNos: passing.slice(end - args.size, end).map(([inmPrdNo]) => inmPrdNo), total };
}

type Found = { run: SearchRun; matchKind: MatchKind; meta: PageMeta };

/** The run of `hits` with its counts and its sort's order, which are kept for the generation read with them. */
async function countedRun(db: D1Database, query: string, hits: HitsQuery, args: SearchPageArgs, dated?: DatedRows): Promise<Found> {
  const [read, counted] = await db.batch<unknown>([pageMetaStatement(db, dated), searchStatement(db, hits, args, 'hits', true)]);
  const meta = pageMetaOf(read);
  const { generation } = meta;
  const { run, counts } = searchRunOf(counted);
  keptCounts.set(query, { generation, counts });
  keptOrders.set(orderKey(query, args), { generation, rows: orderOf(counted) });
  return { run, matchKind: hits.kind, meta };
}

/**
 * Searches `query` (normalised, not empty), ranked when the sort is by relevance, with the page
 * meta its batch read; `dated` adds the next change of those rows (a drawn page's hot deals).
 */
export async function searchRun(db: D1Database, query: string, args: SearchPageArgs, dated?: DatedRows): Promise<Found> {
  const hits = hitsQuery(query, args.sort === 'relevance');
  const counts = keptCounts.get(query);
  if (!counts) return countedRun(db, query, hits, args, dated);
  const order = keptOrders.get(orderKey(query, args));
  const current = order?.generation === counts.generation ? order : undefined;
  const fromOrder = current ? pageFromOrder(current, counts, args) : null;
  const withCounts = (items: SearchRun['items'], total: number): SearchRun => ({ ...runOf(items, counts.counts, (row) => row.hits), total });
  const statement = fromOrder
    ? cardsStatement(db, fromOrder.inmPrdNos, args.now14)
    : searchStatement(db, hits, args, hasPriceFilter(args) ? 'filtered' : 'none', !current);
  const [read, page] = await db.batch<unknown>([pageMetaStatement(db, dated), statement]);
  const meta = pageMetaOf(read);
  if (meta.generation !== counts.generation) return countedRun(db, query, hits, args, dated);
  if (!current) keptOrders.set(orderKey(query, args), { generation: counts.generation, rows: orderOf(page) });
  if (fromOrder) return { run: withCounts(cardsIn(page, fromOrder.inmPrdNos), fromOrder.total), matchKind: hits.kind, meta };
  if (hasPriceFilter(args)) {
    const { items, total } = filteredPageOf(page);
    return { run: withCounts(items, total), matchKind: hits.kind, meta };
  }
  return { run: withCounts(pageOf(page), countedTotal(counts, args)), matchKind: hits.kind, meta };
}
