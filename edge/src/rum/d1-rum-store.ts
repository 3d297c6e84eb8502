/**
 * Real-user speed in the D1 table `rum_samples` (migrations 0030, 0036): one row per page view,
 * unique by the view's token id, so the one insert both keeps a beacon and refuses its replay. The 75th
 * percentile is the nearest-rank one (the ⌈0.75·n⌉-th smallest value), computed in SQL per page
 * type with a window function, so the worker never holds a window's rows in memory.
 */
import type { RumWindowDays } from '#shared/rum/web-vitals';
import type { RumBeacon } from '#shared/schemas/rum-calls';
import type { RumStore } from './rum-store';
import { summaryRows } from './summary-rows';
import type { RumView } from './view-token';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `(page_type, v)`: the nearest-rank 75th percentile of `column` (a fixed name, never input) per page type since ?1. */
const p75Sql = (column: string) => `WITH ranked AS (
    SELECT page_type, ${column} AS v,
      ROW_NUMBER() OVER (PARTITION BY page_type ORDER BY ${column}) AS n,
      COUNT(*) OVER (PARTITION BY page_type) AS total
    FROM rum_samples WHERE at >= ?1 AND ${column} IS NOT NULL)
  SELECT page_type, v FROM ranked WHERE n = (3 * total + 3) / 4`;

const byPageType = <T extends { page_type: string }>(rows: T[], value: (row: T) => number) => new Map(rows.map((row) => [row.page_type, value(row)] as const));

/** The D1 adapter of `RumStore`. */
export function d1RumStore(db: D1Database): RumStore {
  return {
    source: 'D1',
    async write(sample: RumBeacon, view: RumView, at: number) {
      const { meta } = await db
        .prepare(
          `INSERT INTO rum_samples (at, page_type, layout, lcp_ms, inp_ms, cls, view_id) VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (view_id) DO NOTHING`,
        )
        .bind(at, sample.pageType, sample.layout, roundOrNull(sample.lcp), roundOrNull(sample.inp), sample.cls ?? null, view.id)
        .run();
      return meta.changes === 1;
    },
    async summary(days: RumWindowDays, now: number) {
      const since = now - days * DAY_MS;
      const p75Of = (column: string) => db.prepare(p75Sql(column)).bind(since);
      const [counts, lcpMs, inpMs, cls] = await db.batch<{ page_type: string; n: number; v: number }>([
        db.prepare('SELECT page_type, COUNT(*) AS n FROM rum_samples WHERE at >= ?1 GROUP BY page_type').bind(since),
        p75Of('lcp_ms'),
        p75Of('inp_ms'),
        p75Of('cls'),
      ]);
      const p75s = (result: D1Result<{ page_type: string; v: number }>) => byPageType(result.results, (row) => row.v);
      return summaryRows(
        byPageType(counts.results, (row) => row.n),
        { lcpMs: p75s(lcpMs), inpMs: p75s(inpMs), cls: p75s(cls) },
      );
    },
  };
}

const roundOrNull = (value: number | undefined) => (value === undefined ? null : Math.round(value));
