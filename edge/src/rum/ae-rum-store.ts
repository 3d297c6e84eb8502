/**
 * Real-user speed in Workers Analytics Engine (production). Each page view is one data point:
 * index1 and blob1 the page type (the index is what Analytics Engine samples by, so a busy page
 * type is sampled on its own), blob2 the layout, blob3 the day's key of the sender's address,
 * double1–3 LCP ms, INP ms and CLS, with -1 for a metric the browser could not measure (a data
 * point has no null). The summary reads the dataset back through the SQL API: the sample count is
 * `SUM(_sample_interval)`, and each percentile is taken per address (`quantileExactWeighted`
 * weighted by `_sample_interval`), then over addresses with one vote each, as the D1 store does
 * (docs/operator-speed.md). Points from before blob3 was written share an empty key: one address.
 * The trend does the same per Korean date (`formatDateTime` in Asia/Seoul).
 * Analytics Engine cannot refuse a point it has seen, so each view's token id goes first into the
 * D1 table `rum_view_ids` (migration 0036), the one D1 write of a beacon; a replay stops there.
 */
import type { RumTrendDays, RumWindowDays } from '#shared/rum/web-vitals';
import { dayNoOf, isoOf } from '#shared/reports/report-period';
import type { RumBeacon } from '#shared/schemas/rum-calls';
import { GatewayError } from '../gateway/errors';
import type { CountedView, RumStore } from './rum-store';
import { dayKey, summaryRows, trendRows } from './summary-rows';

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

  /** `pageType → value` of a query answering those two columns. */
  async function perPageType(sql: string): Promise<Map<string, number>> {
    // 64-bit sums come back as JSON strings (ClickHouse quotes them): Number() reads both.
    return new Map((await query(sql)).map((row) => [String(row.pageType), Number(row.value)] as const));
  }

  const since = (days: number) => `timestamp > NOW() - INTERVAL '${days}' DAY`;

  /** Page views per page type, estimated from the sampling. */
  const viewCounts = (days: RumWindowDays) =>
    perPageType(`SELECT index1 AS pageType, SUM(_sample_interval) AS value FROM ${read!.dataset} WHERE ${since(days)} GROUP BY pageType FORMAT JSON`);

  /** Of `column` (a fixed name, never input), each address's 75th percentile, then the 75th percentile of those. */
  function p75OverAddresses(column: string, days: RumWindowDays) {
    const perAddress = `SELECT index1 AS pageType, blob3 AS address, quantileExactWeighted(0.75)(${column}, _sample_interval) AS v, 1 AS votes
      FROM ${read!.dataset} WHERE ${since(days)} AND ${column} >= 0 GROUP BY pageType, address`;
    return perPageType(`SELECT pageType, quantileExactWeighted(0.75)(v, votes) AS value FROM (${perAddress}) GROUP BY pageType FORMAT JSON`);
  }

  /** The Korean date of a point, as the trend groups it. */
  const KST_DAY = `formatDateTime(timestamp, '%Y-%m-%d', 'Asia/Seoul') AS day`;

  /** `day|pageType → value` of a query answering those three columns, days before `first` left out. */
  async function perDay(sql: string, first: string): Promise<Map<string, number>> {
    const rows = (await query(sql)).filter((row) => String(row.day) >= first);
    return new Map(rows.map((row) => [dayKey(String(row.day), String(row.pageType)), Number(row.value)] as const));
  }

  /** The trend's four reads: the window reaches a day further back, and perDay cuts it at the first Korean day. */
  function trendOf(days: RumTrendDays, first: string) {
    const where = since(days + 1);
    const p75 = (column: string) => {
      const perAddress = `SELECT ${KST_DAY}, index1 AS pageType, blob3 AS address, quantileExactWeighted(0.75)(${column}, _sample_interval) AS v, 1 AS votes
        FROM ${read!.dataset} WHERE ${where} AND ${column} >= 0 GROUP BY day, pageType, address`;
      return perDay(`SELECT day, pageType, quantileExactWeighted(0.75)(v, votes) AS value FROM (${perAddress}) GROUP BY day, pageType FORMAT JSON`, first);
    };
    return Promise.all([
      perDay(
        `SELECT ${KST_DAY}, index1 AS pageType, SUM(_sample_interval) AS value FROM ${read!.dataset} WHERE ${where} GROUP BY day, pageType FORMAT JSON`,
        first,
      ),
      p75('double1'),
      p75('double2'),
      p75('double3'),
    ]);
  }

  return {
    source: 'ANALYTICS_ENGINE',
    async write(sample: RumBeacon, view: CountedView) {
      const { meta } = await db
        .prepare('INSERT INTO rum_view_ids (view_id, expires_at) VALUES (?, ?) ON CONFLICT (view_id) DO NOTHING')
        .bind(view.id, view.expiresAt)
        .run();
      if (meta.changes !== 1) return false;
      // The data point's own timestamp is the moment it is written; `at` is the D1 table's.
      dataset.writeDataPoint({
        indexes: [sample.pageType],
        blobs: [sample.pageType, sample.layout, view.addressKey],
        doubles: [sample.lcp ?? ABSENT, sample.inp ?? ABSENT, sample.cls ?? ABSENT],
      });
      return true;
    },
    async summary(days: RumWindowDays) {
      if (!read) throw new GatewayError('RUM_READ_NOT_CONFIGURED');
      const [samples, lcpMs, inpMs, cls] = await Promise.all([
        viewCounts(days),
        p75OverAddresses('double1', days),
        p75OverAddresses('double2', days),
        p75OverAddresses('double3', days),
      ]);
      return summaryRows(samples, { lcpMs, inpMs, cls });
    },
    async trend(days: RumTrendDays, now: number) {
      if (!read) throw new GatewayError('RUM_READ_NOT_CONFIGURED');
      const [samples, lcpMs, inpMs, cls] = await trendOf(days, isoOf(dayNoOf(now) - days + 1));
      return trendRows(samples, { lcpMs, inpMs, cls });
    },
  };
}

/** Logs why the SQL API failed (the operator sees only the Korean message) and refuses the call. */
function failed(reason: string): never {
  console.error(JSON.stringify({ level: 'error', message: 'Analytics Engine SQL API failed', reason }));
  throw new GatewayError('RUM_READ_FAILED');
}
