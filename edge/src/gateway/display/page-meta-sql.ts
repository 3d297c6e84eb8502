/**
 * What every page-data batch reads besides its content (docs/decisions/039-catalog-pages-drawn-at-the-edge.md):
 * the catalog generation it saw and the next moment its page changes by itself, read by one statement.
 */
import type { PageMeta } from '#shared/schemas/list-page-calls';
import { CATALOG_GENERATION_SQL } from './catalog-generation';

/** The catalog generation, as one statement of a batch. */
export function generationStatement(db: D1Database): D1PreparedStatement {
  return db.prepare(CATALOG_GENERATION_SQL);
}

/** Tables whose rows start and end at `start_dttm` / `end_dttm`. */
type DatedTable = 'hot_deals' | 'sample_market_items';

/** Rows of `table` that start or end on their own, and the instant (14-digit Korean time) after which to look. */
export interface DatedRows {
  table: DatedTable;
  now: string;
}

/**
 * The page meta as ONE statement of a page's batch: the catalog generation and, for a page that
 * shows `dated` rows, the first start or end among them after `now` (`next_dttm`): when a hot
 * deal's badge and countdown, or a sample's status, change although nothing was written.
 */
export function pageMetaStatement(db: D1Database, dated?: DatedRows): D1PreparedStatement {
  const generation = `(${CATALOG_GENERATION_SQL}) AS generation`;
  if (!dated) return db.prepare(`SELECT ${generation}, NULL AS next_dttm`);
  const { table, now } = dated;
  return db
    .prepare(
      `SELECT ${generation}, (SELECT MIN(t) FROM (SELECT MIN(start_dttm) AS t FROM ${table} WHERE start_dttm > ?1
         UNION ALL SELECT MIN(end_dttm) FROM ${table} WHERE end_dttm > ?1)) AS next_dttm`,
    )
    .bind(now);
}

/** The page meta from the result of `pageMetaStatement`. */
export function pageMetaOf(meta: D1Result<unknown>): PageMeta {
  const row = meta.results[0] as { generation: number | null; next_dttm: string | null } | undefined;
  return { generation: row?.generation ?? 0, nextChangeDttm: row?.next_dttm ?? null };
}
