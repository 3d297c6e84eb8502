import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnalyticsEngineFake } from '#fakes/analytics-engine';
import { LOCAL_OPERATOR_KEY, ops } from '../ops';
import { runScheduledCleanup } from '../scheduled';
import { kstDayStart } from '#shared/format';
import { opsData } from '../testing/ops-call';

const DAY = 24 * 60 * 60 * 1000;
const app = new Hono().route('/ops', ops);

/** `/ops/v1/rum/summary` with the operator key over `bindings`. */
function summary(body: unknown, bindings: object = env) {
  const headers = { 'Content-Type': 'application/json', 'X-Operator-Key': LOCAL_OPERATOR_KEY };
  return Promise.resolve(app.request('http://localhost/ops/v1/rum/summary', { method: 'POST', headers, body: JSON.stringify(body) }, bindings));
}

function insert(pageType: string, at: number, lcp: number | null, inp: number | null, cls: number | null) {
  return env.DB.prepare('INSERT INTO rum_samples (at, page_type, layout, lcp_ms, inp_ms, cls) VALUES (?, ?, ?, ?, ?, ?)').bind(
    at,
    pageType,
    'pc',
    lcp,
    inp,
    cls,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('/ops/v1/rum/summary over the D1 table', () => {
  it('gives per page type the count and the nearest-rank 75th percentile of each metric in the window', async () => {
    const now = Date.now();
    await env.DB.batch([
      // MAIN: four page views this week, one without an interaction, and one three weeks ago.
      insert('MAIN', now - DAY - 60_000, 1000, 40, 0),
      insert('MAIN', now - 2 * DAY, 4000, 320, 0.3),
      insert('MAIN', now - 3 * DAY, 2000, null, 0.05),
      insert('MAIN', now - 4 * DAY, 3000, 120, 0.1),
      insert('MAIN', now - 21 * DAY, 9000, 900, 1),
      insert('CART', now - 3 * 60 * 60 * 1000, 1500, null, 0.01),
    ]);
    type Summary = { days: number; source: string; items: unknown[] };
    expect(await opsData<Summary>(await summary({}))).toEqual({
      days: 7,
      source: 'D1',
      items: [
        { pageType: 'MAIN', samples: 4, lcpMs: 3000, inpMs: 320, cls: 0.1 },
        { pageType: 'CART', samples: 1, lcpMs: 1500, inpMs: null, cls: 0.01 },
      ],
    });
    const month = await opsData<Summary>(await summary({ days: 28 }));
    expect(month.items[0]).toEqual({ pageType: 'MAIN', samples: 5, lcpMs: 4000, inpMs: 320, cls: 0.3 });
    expect((await opsData<Summary>(await summary({ days: 1 }))).items).toEqual([{ pageType: 'CART', samples: 1, lcpMs: 1500, inpMs: null, cls: 0.01 }]);
  });

  it('refuses a window it does not offer', async () => {
    const response = await summary({ days: 3 });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { days: 'days는 1, 7, 28 중 하나여야 합니다.' } });
  });

  it('loses samples to the scheduled run only after 30 days', async () => {
    const now = Date.now();
    await env.DB.batch([insert('EVENT_DETAIL', now - 29 * DAY, 1000, null, 0), insert('EVENT_DETAIL', now - 31 * DAY, 1000, null, 0)]);
    const { purged } = await runScheduledCleanup(env.DB, now);
    expect(purged.rum_samples).toBeGreaterThanOrEqual(1);
    const left = await env.DB.prepare("SELECT at FROM rum_samples WHERE page_type = 'EVENT_DETAIL'").all<{ at: number }>();
    expect(left.results.map((row) => row.at)).toEqual([now - 29 * DAY]);
  });
});

/** `/ops/v1/rum/trend` with the operator key over `bindings`. */
function trend(body: unknown, bindings: object = env) {
  const headers = { 'Content-Type': 'application/json', 'X-Operator-Key': LOCAL_OPERATOR_KEY };
  return Promise.resolve(app.request('http://localhost/ops/v1/rum/trend', { method: 'POST', headers, body: JSON.stringify(body) }, bindings));
}
const isoDay = (at: number) => new Date(at + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
type Trend = { days: number; source: string; items: { day: string; pageType: string }[] };

describe('/ops/v1/rum/trend over the D1 table', () => {
  it('gives each Korean day its own 75th percentiles per page type, a minute before and after midnight apart', async () => {
    const midnight = kstDayStart(Date.now());
    await env.DB.batch([
      insert('LIVE_LIST', midnight - 60_000, 3000, 300, 0.2),
      insert('LIVE_LIST', midnight - 2 * 60_000, 1000, 100, 0),
      insert('LIVE_LIST', midnight + 60_000, 800, 40, 0.01),
      insert('LIVE_DETAIL', midnight + 60_000, 1500, null, null),
      insert('LIVE_LIST', midnight - 8 * DAY, 9000, 900, 1),
    ]);
    const data = await opsData<Trend>(await trend({ days: 7 }));
    expect(data.days).toBe(7);
    // The other tests of this file keep samples of other page types in the table.
    const live = data.items.filter((item) => item.pageType.startsWith('LIVE_'));
    expect(live).toEqual([
      // Yesterday's two views: the nearest-rank 75th percentile of two is the larger.
      { day: isoDay(midnight - DAY), pageType: 'LIVE_LIST', samples: 2, lcpMs: 3000, inpMs: 300, cls: 0.2 },
      { day: isoDay(midnight), pageType: 'LIVE_LIST', samples: 1, lcpMs: 800, inpMs: 40, cls: 0.01 },
      { day: isoDay(midnight), pageType: 'LIVE_DETAIL', samples: 1, lcpMs: 1500, inpMs: null, cls: null },
    ]);
    expect((await opsData<Trend>(await trend({}))).days).toBe(28);
  });

  it('refuses a window it does not offer', async () => {
    expect((await trend({ days: 1 })).status).toBe(400);
  });
});

describe('/ops/v1/rum/summary over Analytics Engine', () => {
  const READ = { RUM_AE_ACCOUNT_ID: 'acct-123', RUM_AE_API_TOKEN: 'ae-read-token', RUM_AE_API_ORIGIN: 'https://ae.fake' };

  /** The fake's SQL API in place of api.cloudflare.com, and its dataset as the RUM binding. */
  function analyticsEngine(token = READ.RUM_AE_API_TOKEN) {
    const fake = createAnalyticsEngineFake({ accountId: READ.RUM_AE_ACCOUNT_ID, token });
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => fake.handle(new Request(input, init)));
    return fake;
  }

  it('reads the dataset through the SQL API, weighting every figure by _sample_interval', async () => {
    const fake = analyticsEngine();
    const point = (lcp: number, inp: number, cls: number, pageType = 'PRODUCT_LIST') => ({
      indexes: [pageType],
      blobs: [pageType, 'mobile'],
      doubles: [lcp, inp, cls],
    });
    fake.binding.writeDataPoint(point(1200, 80, 0.02));
    fake.binding.writeDataPoint(point(1800, -1, 0.04));
    // One stored point standing for ten page views: it alone outweighs the rest.
    fake.insert(point(5200, 640, 0.4), { sampleInterval: 10 });
    fake.insert(point(900, 50, 0), { timestamp: Date.now() - 8 * DAY });
    // -1 is "not measured": three of four main page views had no interaction, yet INP is the fourth's.
    for (const [lcp, inp] of [
      [1000, -1],
      [1100, -1],
      [1200, -1],
      [1300, 90],
    ])
      fake.binding.writeDataPoint(point(lcp, inp, 0, 'MAIN'));
    fake.binding.writeDataPoint(point(-1, -1, 0.01, 'OTHERS'));
    const data = await opsData(await summary({ days: 7 }, { ...env, ...READ, RUM: fake.binding }));
    expect(data).toEqual({
      days: 7,
      source: 'ANALYTICS_ENGINE',
      items: [
        { pageType: 'MAIN', samples: 4, lcpMs: 1200, inpMs: 90, cls: 0 },
        { pageType: 'PRODUCT_LIST', samples: 12, lcpMs: 5200, inpMs: 640, cls: 0.4 },
        { pageType: 'OTHERS', samples: 1, lcpMs: null, inpMs: null, cls: 0.01 },
      ],
    });
    expect(fake.queries).toHaveLength(4);
    for (const sql of fake.queries) expect(sql).toMatch(/_sample_interval.*FROM nokcha_rum\s+WHERE timestamp > NOW\(\) - INTERVAL '7' DAY/s);
  });

  it('reads the trend per Korean day through the SQL API, the oldest partial day left out', async () => {
    const fake = analyticsEngine();
    const midnight = kstDayStart(Date.now());
    const point = (lcp: number, pageType = 'SEARCH_RESULT') => ({ indexes: [pageType], blobs: [pageType, 'pc', 'addr'], doubles: [lcp, -1, 0] });
    fake.insert(point(2000), { timestamp: midnight - 60_000 });
    fake.insert(point(600), { timestamp: midnight + 60_000, sampleInterval: 3 });
    fake.insert(point(7000), { timestamp: midnight - 7 * DAY + 60_000 });
    const data = await opsData<Trend>(await trend({ days: 7 }, { ...env, ...READ, RUM: fake.binding }));
    expect(data).toEqual({
      days: 7,
      source: 'ANALYTICS_ENGINE',
      items: [
        { day: isoDay(midnight - DAY), pageType: 'SEARCH_RESULT', samples: 1, lcpMs: 2000, inpMs: null, cls: 0 },
        { day: isoDay(midnight), pageType: 'SEARCH_RESULT', samples: 3, lcpMs: 600, inpMs: null, cls: 0 },
      ],
    });
    for (const sql of fake.queries) expect(sql).toContain("formatDateTime(timestamp, '%Y-%m-%d', 'Asia/Seoul') AS day");
  });

  it('says what is missing when the dataset is bound but the SQL API is not configured', async () => {
    const fake = analyticsEngine();
    const response = await summary({}, { ...env, RUM: fake.binding });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 'RUM_READ_NOT_CONFIGURED', message: expect.stringContaining('RUM_AE_API_TOKEN') });
    expect(fake.queries).toEqual([]);
  });

  it('answers 502 when the SQL API refuses the token', async () => {
    const fake = analyticsEngine('another-token');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await summary({}, { ...env, ...READ, RUM: fake.binding });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      code: 'RUM_READ_FAILED',
      message: 'Analytics Engine에서 체감 속도를 읽지 못했습니다. 잠시 후 다시 시도해 주세요.',
    });
  });
});
