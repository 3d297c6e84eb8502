/**
 * Popular keywords: searches are counted per keyword and Korean day (search_keyword_counts), and
 * the top of the last 7 days is what shoppers see. A fresh shop has no searches yet, so the list
 * is topped up from the catalog itself: the product types of the best sellers on sale, most sold first.
 */
import { toDttm14 } from '#shared/format';
import { keywordKey } from '#shared/search/search-text';

/** How many keywords the list shows. */
export const POPULAR_KEYWORD_COUNT = 10;
/** Shorter searches are not counted. */
export const MIN_POPULAR_KEYWORD_LENGTH = 2;
/** The days counted, today included. */
export const POPULAR_KEYWORD_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The best sellers whose product types make the defaults (read through search_docs_popular). */
const BEST_SELLERS = 300;

/** Counts one search of `keyword` at `now` (epoch ms). */
export async function logSearch(db: D1Database, keyword: string, now: number): Promise<void> {
  const dttm = toDttm14(now);
  await db
    .prepare(
      `INSERT INTO search_keyword_counts (keyword, srch_dt, srch_cnt, last_srch_dttm) VALUES (?, ?, 1, ?)
       ON CONFLICT (keyword, srch_dt) DO UPDATE SET srch_cnt = srch_cnt + 1, last_srch_dttm = excluded.last_srch_dttm`,
    )
    .bind(keywordKey(keyword), dttm.slice(0, 8), dttm)
    .run();
}

/** The most searched keywords of the last 7 days (ties: the more recently searched first), then the catalog's defaults. */
export async function popularKeywords(db: D1Database, now: number, limit = POPULAR_KEYWORD_COUNT): Promise<string[]> {
  const since = toDttm14(now - (POPULAR_KEYWORD_DAYS - 1) * DAY_MS).slice(0, 8);
  const logged = await db
    .prepare(
      `SELECT keyword FROM search_keyword_counts WHERE srch_dt >= ?
        GROUP BY keyword ORDER BY SUM(srch_cnt) DESC, MAX(last_srch_dttm) DESC, keyword LIMIT ?`,
    )
    .bind(since, limit)
    .all<{ keyword: string }>();
  const keywords = new Set(logged.results.map((row) => row.keyword));
  if (keywords.size >= limit) return [...keywords];
  const defaults = await db
    .prepare(
      `SELECT type_nm AS keyword FROM (SELECT type_nm, sales_cnt FROM search_docs WHERE sale_stop_yn = 'N' ORDER BY sales_cnt DESC LIMIT ${BEST_SELLERS})
        GROUP BY type_nm ORDER BY MAX(sales_cnt) DESC, type_nm LIMIT ?`,
    )
    .bind(limit * 2)
    .all<{ keyword: string }>();
  for (const row of defaults.results) if (keywords.size < limit) keywords.add(row.keyword);
  return [...keywords];
}
