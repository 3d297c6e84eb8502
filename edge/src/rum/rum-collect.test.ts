import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnalyticsEngineFake } from '#fakes/analytics-engine';
import worker from '../index';
import { RUM_ENV, sendBeacon as beacon, URL_OF_COLLECT } from '../testing/rum-beacon';
import { RUM_ADDRESS_LIMIT, RUM_MAX_BODY_BYTES } from './rum-collect';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const samplesOf = async (pageType: string) =>
  (await env.DB.prepare('SELECT layout, lcp_ms, inp_ms, cls FROM rum_samples WHERE page_type = ? ORDER BY id').bind(pageType).all()).results;

afterEach(() => vi.restoreAllMocks());

describe('POST /api/dp/rum/v1/collect', () => {
  it('keeps a page view’s measurements and answers 204 without a body', async () => {
    const response = await beacon({ pageType: 'PRODUCT_DETAIL', layout: 'mobile', lcp: 1834.6, inp: 96, cls: 0.0412 });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await beacon({ pageType: 'PRODUCT_DETAIL', layout: 'pc', cls: 0 })).toHaveProperty('status', 204);
    expect(await samplesOf('PRODUCT_DETAIL')).toEqual([
      { layout: 'mobile', lcp_ms: 1835, inp_ms: 96, cls: 0.0412 },
      { layout: 'pc', lcp_ms: null, inp_ms: null, cls: 0 },
    ]);
  });

  it('refuses what is not a beacon with a Korean message, and keeps nothing', async () => {
    const refused = async (body: unknown) => {
      const response = await beacon(body as Record<string, unknown>);
      expect(response.status).toBe(400);
      return (await response.json()) as { code: string; message: string; fields?: Record<string, string> };
    };
    expect((await refused({ pageType: 'HOME', layout: 'pc', lcp: 900 })).fields).toEqual({
      pageType: expect.stringContaining('pageType은 MAIN, PRODUCT_LIST'),
    });
    expect((await refused({ pageType: 'CART', layout: 'pc', inp: -1 })).fields).toEqual({ inp: 'inp는 0 이상이어야 합니다.' });
    expect((await refused({ pageType: 'CART', layout: 'tablet', cls: 0 })).fields).toEqual({ layout: 'layout은 pc 또는 mobile이어야 합니다.' });
    expect((await refused({ pageType: 'CART', layout: 'pc' })).fields).toEqual({ lcp: 'lcp, inp, cls 중 하나 이상을 보내 주세요.' });
    const large = await beacon({ pageType: 'CART', layout: 'pc', cls: 0, padding: 'x'.repeat(RUM_MAX_BODY_BYTES) });
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: '요청 본문이 너무 큽니다.' });
    expect(await samplesOf('CART')).toEqual([]);
  });

  it('refuses values past what a browser reports: the forged 60-second LCP, and anything over each bound', async () => {
    const fields = async (body: object) => {
      const response = await beacon({ pageType: 'ORDER', layout: 'mobile', ...body });
      expect(response.status).toBe(400);
      return ((await response.json()) as { fields: Record<string, string> }).fields;
    };
    expect(await fields({ lcp: 60_000 })).toEqual({ lcp: 'lcp는 30,000ms 이하여야 합니다.' });
    expect(await fields({ lcp: 30_001, inp: 80 })).toEqual({ lcp: 'lcp는 30,000ms 이하여야 합니다.' });
    expect(await fields({ inp: 10_001 })).toEqual({ inp: 'inp는 10,000ms 이하여야 합니다.' });
    expect(await fields({ cls: 5.01 })).toEqual({ cls: 'cls는 5 이하여야 합니다.' });
    expect(await samplesOf('ORDER')).toEqual([]);
    expect((await beacon({ pageType: 'ORDER', layout: 'mobile', lcp: 30_000, inp: 10_000, cls: 5 })).status).toBe(204);
    expect(await samplesOf('ORDER')).toEqual([{ layout: 'mobile', lcp_ms: 30_000, inp_ms: 10_000, cls: 5 }]);
  });

  it('answers a known crawler like anyone but keeps nothing of it', async () => {
    expect((await beacon({ pageType: 'EVENT_LIST', layout: 'pc', lcp: 700 }, { userAgent: GOOGLEBOT })).status).toBe(204);
    expect(await samplesOf('EVENT_LIST')).toEqual([]);
  });

  it('throttles one address on its own bucket: the beacons stop, shopping goes on', async () => {
    const address = '203.0.113.99';
    const now = Date.now();
    await env.DB.batch(
      Array.from({ length: RUM_ADDRESS_LIMIT.limit }, () => env.DB.prepare('INSERT INTO rate_events (bucket, at) VALUES (?, ?)').bind(`rum:${address}`, now)),
    );
    const throttled = await beacon({ pageType: 'LIVE_LIST', layout: 'pc', lcp: 800 }, { address });
    expect(throttled.status).toBe(429);
    expect(await throttled.json()).toEqual({ code: 'RUM_THROTTLED', message: '측정값을 너무 많이 보냈습니다. 잠시 후 다시 시도해 주세요.' });
    expect((await beacon({ pageType: 'LIVE_LIST', layout: 'pc', lcp: 800 }, { address: '203.0.113.100' })).status).toBe(204);
    expect(await samplesOf('LIVE_LIST')).toEqual([{ layout: 'pc', lcp_ms: 800, inp_ms: null, cls: null }]);
    const shopping = await worker.request(
      'https://shop.example/api/dp/display/search/v1/getPopularKeywords',
      { headers: { 'CF-Connecting-IP': address } },
      env,
    );
    expect(shopping.status).toBe(200);
  });

  it('counts beacons with the RUM_LIMITER binding when bound, and writes no throttle row to D1', async () => {
    const keys: string[] = [];
    const allowed = new Set(['rum:203.0.113.7']);
    const RUM_LIMITER = { limit: async ({ key }: { key: string }) => (keys.push(key), { success: allowed.has(key) }) };
    const bindings = { ...RUM_ENV, RUM_LIMITER };
    const rowsBefore = await env.DB.prepare("SELECT COUNT(*) AS n FROM rate_events WHERE bucket LIKE 'rum:%'").first<{ n: number }>();
    expect((await beacon({ pageType: 'CART', layout: 'pc', lcp: 900 }, { address: '203.0.113.7', bindings })).status).toBe(204);
    const refused = await beacon({ pageType: 'CART', layout: 'pc', lcp: 950 }, { address: '203.0.113.8', bindings });
    expect(refused.status).toBe(429);
    expect(keys).toEqual(['rum:203.0.113.7', 'rum:203.0.113.8']);
    expect(await samplesOf('CART')).toEqual([{ layout: 'pc', lcp_ms: 900, inp_ms: null, cls: null }]);
    const rowsAfter = await env.DB.prepare("SELECT COUNT(*) AS n FROM rate_events WHERE bucket LIKE 'rum:%'").first<{ n: number }>();
    expect(rowsAfter).toEqual(rowsBefore);
  });

  it('stays with this worker when GATEWAY_ORIGIN hands /api to another API, and answers other methods 405', async () => {
    const upstream = vi.spyOn(globalThis, 'fetch');
    const bindings = { ...RUM_ENV, GATEWAY_ORIGIN: 'https://upstream.example' };
    expect((await beacon({ pageType: 'LIVE_DETAIL', layout: 'mobile', inp: 120 }, { bindings })).status).toBe(204);
    expect(upstream).not.toHaveBeenCalled();
    expect(await samplesOf('LIVE_DETAIL')).toEqual([{ layout: 'mobile', lcp_ms: null, inp_ms: 120, cls: null }]);
    const read = await worker.request(URL_OF_COLLECT, {}, RUM_ENV);
    expect(read.status).toBe(405);
    expect(read.headers.get('Allow')).toBe('POST');
  });

  it('writes one Analytics Engine data point instead when the RUM dataset is bound', async () => {
    const analytics = createAnalyticsEngineFake();
    const response = await beacon({ pageType: 'SEARCH_RESULT', layout: 'pc', lcp: 2100, cls: 0.12 }, { bindings: { ...RUM_ENV, RUM: analytics.binding } });
    expect(response.status).toBe(204);
    expect(analytics.rows).toHaveLength(1);
    expect(analytics.rows[0]).toMatchObject({ index1: 'SEARCH_RESULT', blob1: 'SEARCH_RESULT', blob2: 'pc', double1: 2100, double2: -1, double3: 0.12 });
    expect(await samplesOf('SEARCH_RESULT')).toEqual([]);
  });

  it('is described in the OpenAPI document as a 204 beacon', async () => {
    const document = (await (await worker.request('https://shop.example/api/openapi.json', {}, env)).json()) as {
      paths: Record<string, { post: { responses: Record<string, unknown> } }>;
    };
    const responses = document.paths['/dp/rum/v1/collect'].post.responses;
    expect(Object.keys(responses).sort()).toEqual(['204', '400', '403', '409', '413', '429', '500', '503']);
  });
});
