import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnalyticsEngineFake } from '#fakes/analytics-engine';
import { LOCAL_OPERATOR_KEY, ops } from '../ops';
import { opsData } from '../testing/ops-call';
import { RUM_ENV, sendBeacon } from '../testing/rum-beacon';
import { addressKeyOf } from './address-key';

const app = new Hono().route('/ops', ops);
type Row = { pageType: string; samples: number; lcpMs: number | null; inpMs: number | null; cls: number | null };

/** The owner's 체감 속도 over the last 7 days, as `/ops/v1/rum/summary` answers a local request (the local key's only host) over `bindings`. */
async function speedOf(pageType: string, bindings: object = env): Promise<Row | undefined> {
  const headers = { 'Content-Type': 'application/json', 'X-Operator-Key': LOCAL_OPERATOR_KEY };
  const response = await app.request('http://localhost/ops/v1/rum/summary', { method: 'POST', headers, body: '{"days":7}' }, bindings);
  return (await opsData<{ items: Row[] }>(response)).items.find((row) => row.pageType === pageType);
}

/** 400 shoppers' page views, one each from its own address: a quarter at 700 ms, a quarter at 800, half at 900. */
const SHOPPERS = Array.from({ length: 400 }, (_, index) => ({ address: `shopper-${index}`, lcp: index < 100 ? 700 : index < 200 ? 800 : 900 }));

/** The forgers: 40 addresses, 5 beacons each, every one with a token the worker really signed (pages cost nothing to fetch). */
async function forge(pageType: string, lcp: number, bindings: object = RUM_ENV): Promise<Set<number>> {
  const sent = Array.from({ length: 200 }, (_, index) =>
    sendBeacon({ pageType, layout: 'mobile', lcp }, { address: `198.18.${Math.floor(index / 5)}.1`, bindings }).then((response) => response.status),
  );
  return new Set(await Promise.all(sent));
}

afterEach(() => vi.restoreAllMocks());

describe('the 75th percentile against forged beacons', () => {
  it('over D1: 200 beacons of 60 s from 40 addresses are refused, and 200 at the bound leave the product page at 900 ms', { timeout: 30_000 }, async () => {
    const now = Date.now();
    await env.DB.batch(
      SHOPPERS.map(({ address, lcp }, index) =>
        env.DB.prepare("INSERT INTO rum_samples (at, page_type, layout, lcp_ms, address_key) VALUES (?, 'PRODUCT_DETAIL', 'mobile', ?, ?)").bind(
          now - index * 1000,
          lcp,
          address,
        ),
      ),
    );
    expect(await speedOf('PRODUCT_DETAIL')).toMatchObject({ samples: 400, lcpMs: 900 });
    expect(await forge('PRODUCT_DETAIL', 60_000)).toEqual(new Set([400]));
    expect(await speedOf('PRODUCT_DETAIL')).toMatchObject({ samples: 400, lcpMs: 900 });
    expect(await forge('PRODUCT_DETAIL', 30_000)).toEqual(new Set([204]));
    // Counted as page views, the forgeries are a third of them; as addresses, a tenth.
    expect(await speedOf('PRODUCT_DETAIL')).toMatchObject({ samples: 600, lcpMs: 900 });
  });

  it('over D1: an address’s many views weigh as one, at their own 75th percentile; one address alone reads as a plain 75th percentile', async () => {
    const now = Date.now();
    const insert = (address: string, lcp: number) =>
      env.DB.prepare("INSERT INTO rum_samples (at, page_type, layout, lcp_ms, address_key) VALUES (?, 'CART', 'pc', ?, ?)").bind(now - 60_000, lcp, address);
    // One busy address: 1000, 1100, 1200, 1300 (its own p75 1200). Three others, one view each.
    await env.DB.batch([1000, 1100, 1200, 1300].map((lcp) => insert('busy', lcp)));
    expect(await speedOf('CART')).toMatchObject({ samples: 4, lcpMs: 1200 });
    await env.DB.batch([insert('a', 500), insert('b', 600), insert('c', 2000)]);
    // Addresses at 500, 600, 1200, 2000: the third of four is 1200, where views alone would say 1300.
    expect(await speedOf('CART')).toMatchObject({ samples: 7, lcpMs: 1200 });
  });

  it('over Analytics Engine: the same forgeries leave the product page at 900 ms', { timeout: 30_000 }, async () => {
    const READ = { RUM_AE_ACCOUNT_ID: 'acct-123', RUM_AE_API_TOKEN: 'ae-read-token', RUM_AE_API_ORIGIN: 'https://ae.fake' };
    const fake = createAnalyticsEngineFake({ accountId: READ.RUM_AE_ACCOUNT_ID, token: READ.RUM_AE_API_TOKEN });
    const fetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input).startsWith(READ.RUM_AE_API_ORIGIN) ? fake.handle(new Request(input, init)) : fetch(input, init),
    );
    const bindings = { ...RUM_ENV, ...READ, RUM: fake.binding, RUM_LIMITER: { limit: async () => ({ success: true }) } };
    for (const { address, lcp } of SHOPPERS) {
      fake.binding.writeDataPoint({ indexes: ['PRODUCT_DETAIL'], blobs: ['PRODUCT_DETAIL', 'mobile', address], doubles: [lcp, -1, 0] });
    }
    expect(await speedOf('PRODUCT_DETAIL', bindings)).toMatchObject({ samples: 400, lcpMs: 900 });
    expect(await forge('PRODUCT_DETAIL', 60_000, bindings)).toEqual(new Set([400]));
    expect(await forge('PRODUCT_DETAIL', 30_000, bindings)).toEqual(new Set([204]));
    expect(await speedOf('PRODUCT_DETAIL', bindings)).toMatchObject({ samples: 600, lcpMs: 900 });
    expect(fake.rows.at(-1)!.blob3).toBe(await addressKeyOf(RUM_ENV.RUM_TOKEN_SECRET, '198.18.39.1'));
  });

  it('keeps a daily keyed hash of the address, never the address, and one IPv6 line is one address', async () => {
    const forger = (index: number) => `2001:db8:77:1::${index.toString(16)}`;
    for (let index = 0; index < 6; index += 1) {
      expect((await sendBeacon({ pageType: 'EVENT_DETAIL', layout: 'pc', lcp: 30_000 }, { address: forger(index) })).status).toBe(204);
    }
    expect((await sendBeacon({ pageType: 'EVENT_DETAIL', layout: 'pc', lcp: 800 }, { address: '203.0.113.5' })).status).toBe(204);
    expect((await sendBeacon({ pageType: 'EVENT_DETAIL', layout: 'pc', lcp: 850 }, { address: '2001:db8:99::1' })).status).toBe(204);
    const { results } = await env.DB.prepare("SELECT DISTINCT address_key FROM rum_samples WHERE page_type = 'EVENT_DETAIL'").all<{ address_key: string }>();
    expect(results).toHaveLength(3);
    for (const { address_key: key } of results) expect(key).toMatch(/^[0-9a-f]{16}$/);
    // Three addresses at 800, 850 and 30,000: the third of three is the forger's, as it must be when it is a third.
    expect(await speedOf('EVENT_DETAIL')).toMatchObject({ samples: 8, lcpMs: 30_000 });
    const today = await addressKeyOf(RUM_ENV.RUM_TOKEN_SECRET, '203.0.113.5');
    expect(await addressKeyOf(RUM_ENV.RUM_TOKEN_SECRET, '203.0.113.5', Date.now() + 24 * 60 * 60 * 1000)).not.toBe(today);
    expect(results.map((row) => row.address_key)).toContain(today);
  });
});
