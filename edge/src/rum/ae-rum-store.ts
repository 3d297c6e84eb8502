/**
 * Real-user speed in Workers Analytics Engine (production). Each page view is one data point:
 * index1 and blob1 the page type (the index is what Analytics Engine samples by, so a busy page
 * type is sampled on its own), blob2 the layout, double1–3 LCP ms, INP ms and CLS, with -1 for a
 * metric the browser could not measure (a data point has no null). The summary reads the dataset
 * back through the SQL API, every figure weighted by `_sample_interval` so sampling does not skew
 * it: the sample count is `SUM(_sample_interval)` and each percentile `quantileExactWeighted`.
 * Analytics Engine cannot refuse a point it has seen, so each view's token id goes first into the
 * D1 table `rum_view_ids` (migration 0036), the one D1 write of a beacon; a replay stops there.
 */
import type { RumWindowDays } from '#shared/rum/web-vitals';
import type { RumBeacon } from '#shared/schemas/rum-calls';
import { GatewayError } from '../gateway/errors';
import type { RumStore } from './rum-store';
import { summaryRows } from './summary-rows';
import type { RumView } from './view-token';

export interface AeReadConfig {
  accountId: string;
  /** An API token with Account Analytics: Read. */
  token: string;
  /** The dataset the `RUM` binding writes to, which is the table the SQL reads. */
  dataset: string;
  /** `https://api.cloudflare.com`, or a fake's origin in tests. */
  origin: string;
}

/** A data point has no null: a metric the browser could not measure is written as this. */
const ABSENT = -1;
const TIMEOUT_MS = 10_000;

type Row = Record<string, unknown>;

/** The Analytics Engine adapter of `RumStore`; `read` null answers the summary with RUM_READ_NOT_CONFIGURED. */
export function aeRumStore(dataset: AnalyticsEngineDataset, db: D1Database, read: AeReadConfig | null, fetcher: typeof fetch = fetch): RumStore {
  async function query(sql: string): Promise<Row[]> {
    const { accountId, token, origin } = read!;
    let response: Response;
    try {
      response = await fetcher(`${origin}/client/v4/accounts/${encodeURIComponent(accountId)}/analytics_engine/sql`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: sql,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      return failed(`unreachable: ${String(error)}`);
    }
    if (!response.ok) return failed(`${response.status}: ${(await response.text()).slice(0, 300)}`);
    const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
    return Array.isArray(body?.data) ? (body.data as Row[]) : failed('an answer without data');
  }

  /** `index1 → value` of one grouped query over the window. */
  async function perPageType(select: string, days: RumWindowDays, where = ''): Promise<Map<string, number>> {
    const sql = `SELECT index1 AS pageType, ${select} AS value FROM ${read!.dataset}
      WHERE timestamp > NOW() - INTERVAL '${days}' DAY${where} GROUP BY pageType FORMAT JSON`;
    // 64-bit sums come back as JSON strings (ClickHouse quotes them): Number() reads both.
    return new Map((await query(sql)).map((row) => [String(row.pageType), Number(row.value)] as const));
  }

  return {
    source: 'ANALYTICS_ENGINE',
    async write(sample: RumBeacon, view: RumView) {
      const { meta } = await db
        .prepare('INSERT INTO rum_view_ids (view_id, expires_at) VALUES (?, ?) ON CONFLICT (view_id) DO NOTHING')
        .bind(view.id, view.expiresAt)
        .run();
      if (meta.changes !== 1) return false;
      // The data point's own timestamp is the moment it is written; `at` is the D1 table's.
      dataset.writeDataPoint({
        indexes: [sample.pageType],
        blobs: [sample.pageType, sample.layout],
        doubles: [sample.lcp ?? ABSENT, sample.inp ?? ABSENT, sample.cls ?? ABSENT],
      });
      return true;
    },
    async summary(days: RumWindowDays) {
      if (!read) throw new GatewayError('RUM_READ_NOT_CONFIGURED');
      const p75Of = (column: string) => perPageType(`quantileExactWeighted(0.75)(${column}, _sample_interval)`, days, ` AND ${column} >= 0`);
      const [samples, lcpMs, inpMs, cls] = await Promise.all([
        perPageType('SUM(_sample_interval)', days),
        p75Of('double1'),
        p75Of('double2'),
        p75Of('double3'),
      ]);
      return summaryRows(samples, { lcpMs, inpMs, cls });
    },
  };
}

/** Logs why the SQL API failed (the operator sees only the Korean message) and refuses the call. */
function failed(reason: string): never {
  console.error(JSON.stringify({ level: 'error', message: 'Analytics Engine SQL API failed', reason }));
  throw new GatewayError('RUM_READ_FAILED');
}
