/**
 * Real-user speed in the D1 table `rum_samples` (migrations 0030, 0036): one row per page view,
 * unique by the view's token id, so the one insert both keeps a beacon and refuses its replay.
 * Percentiles are nearest-rank ones (the ⌈0.75·n⌉-th smallest value) taken twice, as
 * docs/operator-speed.md says: each address's own, then the 75th percentile of those per page
 * type, so a few addresses cannot move it however many views they send. All of it is SQL window
 * functions, so the worker never holds a window's rows in memory.
 */
import type { RumTrendDays, RumWindowDays } from '#shared/rum/web-vitals';
import { dayNoOf, dayStartOf, isoOf, kstDaySql } from '#shared/reports/report-period';
import type { RumBeacon } from '#shared/schemas/rum-calls';
import type { CountedView, RumStore } from './rum-store';
import { dayKey, summaryRows, trendRows } from './summary-rows';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The rows of `source` (with columns `groups` and `v`) at the nearest-rank 75th percentile of `v` within each group. */
const nearestRankP75 = (source: string, groups: string) => `SELECT ${groups}, v FROM (
    SELECT ${groups}, v, ROW_NUMBER() OVER (PARTITION BY ${groups} ORDER BY v) AS n, COUNT(*) OVER (PARTITION BY ${groups}) AS total
    FROM (${source}))
  WHERE n = (3 * total + 3) / 4`;

/**
 * `(page_type, v)` since ?1 for `column` (a fixed name, never input): per address its own 75th
 * percentile, then per page type the 75th percentile of those; `byDay` adds the Korean day (a day
 * number) to both groups. Rows from before addresses were kept (NULL) form one group, so they count
 * as a single address.
 */
const p75Sql = (column: string, byDay = false) => {
  const groups = byDay ? 'page_type, day' : 'page_type';
  const day = byDay ? `, ${kstDaySql('at')} AS day` : '';
  return nearestRankP75(
    nearestRankP75(`SELECT page_type${day}, address_key, ${column} AS v FROM rum_samples WHERE at >= ?1 AND ${column} IS NOT NULL`, `${groups}, address_key`),
    groups,
  );
};
const METRIC_COLUMNS = { lcpMs: 'lcp_ms', inpMs: 'inp_ms', cls: 'cls' } as const;

const byPageType = <T extends { page_type: string }>(rows: T[], value: (row: T) => number) => new Map(rows.map((row) => [row.page_type, value(row)] as const));

/** The D1 adapter of `RumStore`. */
export function d1RumStore(db: D1Database): RumStore {
  return {
    source: 'D1',
    async write(sample: RumBeacon, view: CountedView, at: number) {
      const { meta } = await db
        .prepare(
          `INSERT INTO rum_samples (at, page_type, layout, lcp_ms, inp_ms, cls, view_id, address_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (view_id) DO NOTHING`,
        )
        .bind(at, sample.pageType, sample.layout, roundOrNull(sample.lcp), roundOrNull(sample.inp), sample.cls ?? null, view.id, view.addressKey)
        .run();
      return meta.changes === 1;
    },
    async summary(days: RumWindowDays, now: number) {
      const since = now - days * DAY_MS;
      const p75Of = (column: string) => db.prepare(p75Sql(column)).bind(since);
      const [counts, lcpMs, inpMs, cls] = await db.batch<{ page_type: string; n: number; v: number }>([
        db.prepare('SELECT page_type, COUNT(*) AS n FROM rum_samples WHERE at >= ?1 GROUP BY page_type').bind(since),
        ...Object.values(METRIC_COLUMNS).map(p75Of),
      ]);
      const p75s = (result: D1Result<{ page_type: string; v: number }>) => byPageType(result.results, (row) => row.v);
      return summaryRows(
        byPageType(counts.results, (row) => row.n),
        { lcpMs: p75s(lcpMs), inpMs: p75s(inpMs), cls: p75s(cls) },
      );
    },
    async trend(days: RumTrendDays, now: number) {
      const since = dayStartOf(dayNoOf(now) - days + 1);
      const [counts, lcpMs, inpMs, cls] = await db.batch<{ page_type: string; day: number; n: number; v: number }>([
        db.prepare(`SELECT page_type, ${kstDaySql('at')} AS day, COUNT(*) AS n FROM rum_samples WHERE at >= ?1 GROUP BY page_type, day`).bind(since),
        ...Object.values(METRIC_COLUMNS).map((column) => db.prepare(p75Sql(column, true)).bind(since)),
      ]);
      const byDay = (result: D1Result<{ page_type: string; day: number; n: number; v: number }>, value: 'n' | 'v') =>
        new Map(result.results.map((row) => [dayKey(isoOf(row.day), row.page_type), row[value]] as const));
      return trendRows(byDay(counts, 'n'), { lcpMs: byDay(lcpMs, 'v'), inpMs: byDay(inpMs, 'v'), cls: byDay(cls, 'v') });
    },
  };
}

const roundOrNull = (value: number | undefined) => (value === undefined ? null : Math.round(value));
