/**
 * What every page-data batch reads besides its content (docs/decisions/039-catalog-pages-drawn-at-the-edge.md):
 * the catalog generation it saw and the next moment its page changes by itself.
 */
import type { PageMeta } from '#shared/schemas/list-page-calls';
import { CATALOG_GENERATION_SQL } from './catalog-generation';

/** The catalog generation, as one statement of a batch. */
export function generationStatement(db: D1Database): D1PreparedStatement {
  return db.prepare(CATALOG_GENERATION_SQL);
}

/** Tables whose rows start and end at `start_dttm` / `end_dttm`. */
type DatedTable = 'hot_deals' | 'sample_market_items';

/**
 * The first start or end in `table` after `now` (14-digit Korean time), as `next_dttm`: when a
 * hot deal's badge and countdown, or a sample's status, change although nothing was written.
 */
export function nextChangeStatement(db: D1Database, table: DatedTable, now: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT MIN(t) AS next_dttm FROM (SELECT MIN(start_dttm) AS t FROM ${table} WHERE start_dttm > ?1
         UNION ALL SELECT MIN(end_dttm) FROM ${table} WHERE end_dttm > ?1)`,
    )
    .bind(now);
}

/** The page meta from the results of `generationStatement` and `nextChangeStatement` (none for a page nothing dated shows). */
export function pageMetaOf(generation: D1Result<unknown>, nextChange?: D1Result<unknown>): PageMeta {
  return {
    generation: (generation.results[0] as { generation: number } | undefined)?.generation ?? 0,
    nextChangeDttm: (nextChange?.results[0] as { next_dttm: string | null } | undefined)?.next_dttm ?? null,
  };
}
