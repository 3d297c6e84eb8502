import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogSeedStatements } from '#shared/catalog-seed';
import { dttmToEpoch, toDttm14 } from '#shared/format';
import { seedStatements } from '#shared/seeds/hot-deals';
import { callGateway as call } from '#edge/testing/gateway-call';

const DAY_MS = 24 * 60 * 60 * 1000;
// 2026-11-23 01:00 in Korea, still the 22nd in UTC: the deals' days must be Korean days.
const NOW = Date.UTC(2026, 10, 22, 16, 0);

interface DealRow {
  inm_prd_no: string;
  start_dttm: string;
  end_dttm: string;
  deal_qty: number | null;
}

async function runSeed(now: number) {
  await env.DB.batch(seedStatements({ now }).map((statement) => env.DB.prepare(statement)));
}

async function deals(): Promise<DealRow[]> {
  return (await env.DB.prepare('SELECT inm_prd_no, start_dttm, end_dttm, deal_qty FROM hot_deals ORDER BY inm_prd_no').all<DealRow>()).results;
}

let hotProducts: string[];

beforeAll(async () => {
  await env.DB.batch(catalogSeedStatements({ products: 60, seed: 7 }).map((statement) => env.DB.prepare(statement)));
  hotProducts = (await env.DB.prepare(`SELECT inm_prd_no FROM products WHERE hot_yn = 'Y' ORDER BY inm_prd_no`).all<{ inm_prd_no: string }>()).results.map(
    (row) => row.inm_prd_no,
  );
});

describe('seed part hot-deals', () => {
  it('gives every hot product a deal from now to 23:59:59 Korean time one to three days later', async () => {
    expect(hotProducts.length).toBeGreaterThan(2);
    await runSeed(NOW);
    const rows = await deals();
    expect(rows.map((row) => row.inm_prd_no)).toEqual(hotProducts);
    for (const row of rows) {
      expect(row.start_dttm).toBe('20261123010000');
      expect(row.end_dttm).toMatch(/^202611(24|25|26)235959$/);
      const days = Math.round((dttmToEpoch(row.end_dttm) - dttmToEpoch('20261123235959')) / DAY_MS);
      expect(days).toBe((Number(row.inm_prd_no) % 3) + 1);
    }
    expect(new Set(rows.map((row) => row.end_dttm)).size).toBeGreaterThan(1);
  });

  it('changes nothing when run again while the deals run', async () => {
    const before = await deals();
    await runSeed(NOW + DAY_MS / 2);
    expect(await deals()).toEqual(before);
  });

  it('gives a product whose deal has ended the next one', async () => {
    const later = NOW + 5 * DAY_MS;
    await runSeed(later);
    const after = await deals();
    expect(after).toHaveLength(hotProducts.length);
    for (const deal of after) {
      expect(deal.start_dttm).toBe(toDttm14(later));
      expect(deal.end_dttm > toDttm14(later)).toBe(true);
    }
  });

  it('starts deals that the gateway shows as running, with the HOT badge', async () => {
    await env.DB.prepare('DELETE FROM hot_deals').run();
    const now = Date.now();
    await runSeed(now);
    const response = await call('POST', '/dp/display/product/v1/getProductList', { body: JSON.stringify({ badge: 'HOT', size: 200 }) });
    const { data } = (await response.json()) as { data: { items: { inmPrdNo: string; badges: string[]; hotDealEndDttm: string }[]; total: number } };
    expect(data.total).toBe(hotProducts.length);
    expect(data.items.map((item) => item.inmPrdNo).sort()).toEqual(hotProducts);
    for (const item of data.items) {
      expect(item.badges).toContain('HOT');
      expect(item.hotDealEndDttm > toDttm14(now)).toBe(true);
      expect(item.hotDealEndDttm.endsWith('235959')).toBe(true);
    }
  });
});
