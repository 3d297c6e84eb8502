/**
 * What every page-data answer carries besides its content (shared/schemas/campaign-page-calls.ts):
 * the catalog generation its batch read, the instant its statuses hold for, and the next start or
 * end that changes the page by itself, read by `next_change` statements in the same batch.
 */
import type { AnswerClock } from './campaign-rows';

/**
 * The next start or end after `?1` of a running hot deal or one to come, of the products `products`
 * names (a subquery that may read `?2`), or of all when absent: a deal's start and end change a
 * card's badge and the main page's 특가 shelf.
 */
export function nextHotDealChangeStatement(db: D1Database, nowDttm: string, products?: { sql: string; value: unknown }): D1PreparedStatement {
  const where = products ? `WHERE inm_prd_no IN (${products.sql})` : '';
  return db
    .prepare(`SELECT MIN(CASE WHEN start_dttm > ?1 THEN start_dttm WHEN end_dttm > ?1 THEN end_dttm END) AS next_change FROM hot_deals ${where}`)
    .bind(...(products ? [nowDttm, products.value] : [nowDttm]));
}

export interface PageFrame {
  generation: number;
  serverDttm: string;
  nextChangeDttm: string | null;
}

/** The frame from the batch's generation result and its `next_change` results (the earliest wins). */
export function pageFrameOf(clock: AnswerClock, generation: D1Result, changes: readonly D1Result[]): PageFrame {
  const moments = changes
    .map((result) => (result.results[0] as { next_change: string | null } | undefined)?.next_change ?? null)
    .filter((moment): moment is string => moment !== null)
    .sort();
  return {
    generation: (generation.results[0] as { generation: number } | undefined)?.generation ?? 0,
    serverDttm: clock.nowDttm,
    nextChangeDttm: moments[0] ?? null,
  };
}
