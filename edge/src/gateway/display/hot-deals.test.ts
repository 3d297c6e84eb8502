import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toDttm14 } from '#shared/format';
import { callGateway as call } from '#edge/testing/gateway-call';
import { seedFixtureCatalog } from './test-catalog';

const HOUR_MS = 60 * 60 * 1000;
/** The fixture's hot-deal product: 30% off, marked sold out. */
const P3 = { inmPrdNo: '100000003', productCode: 'NK0000003' };

async function json<T>(path: string, body: unknown): Promise<T> {
  const response = await call('POST', path, { body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** What each call says about product 3's hot deal. */
async function hotDealAsSeen() {
  const list = await json<{ items: { inmPrdNo: string; badges: string[]; hotDealEndDttm: string | null }[] }>('/dp/display/product/v1/getProductList', {
    catNm: '스킨케어',
  });
  const hot = await json<{ items: { inmPrdNo: string }[]; total: number }>('/dp/display/product/v1/getProductList', { badge: 'HOT' });
  const detail = await json<{ badges: string[]; hotDealEndDttm: string | null }>('/dp/display/product/v1/getProductDetail', { productCode: P3.productCode });
  const [live] = await json<{ badges: string[]; hotDealEndDttm: string | null }[]>('/dp/display/product/v1/getProductLiveInfo', {
    inmPrdNoList: [P3.inmPrdNo],
  });
  const card = list.items.find((item) => item.inmPrdNo === P3.inmPrdNo)!;
  return {
    card: { badges: card.badges, hotDealEndDttm: card.hotDealEndDttm },
    detail: { badges: detail.badges, hotDealEndDttm: detail.hotDealEndDttm },
    live: { badges: live.badges, hotDealEndDttm: live.hotDealEndDttm },
    hotList: { numbers: hot.items.map((item) => item.inmPrdNo), total: hot.total },
  };
}

async function dealFor(inmPrdNo: string, startMs: number, endMs: number) {
  await env.DB.prepare('INSERT INTO hot_deals (inm_prd_no, start_dttm, end_dttm, deal_qty) VALUES (?1, ?2, ?3, NULL)')
    .bind(inmPrdNo, toDttm14(startMs), toDttm14(endMs))
    .run();
}

const NOT_ON_DEAL = {
  card: { badges: ['SALE'], hotDealEndDttm: null },
  detail: { badges: ['SALE'], hotDealEndDttm: null },
  live: { badges: ['SALE'], hotDealEndDttm: null },
  hotList: { numbers: [], total: 0 },
};

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
});

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM hot_deals').run();
});

describe('the HOT badge and hotDealEndDttm', () => {
  it('are absent without a deal, even for a product the catalog marks hot', async () => {
    expect(await hotDealAsSeen()).toEqual(NOT_ON_DEAL);
  });

  it('are absent once the deal has ended', async () => {
    await dealFor(P3.inmPrdNo, Date.now() - 48 * HOUR_MS, Date.now() - HOUR_MS);
    expect(await hotDealAsSeen()).toEqual(NOT_ON_DEAL);
  });

  it('are absent before the deal starts', async () => {
    await dealFor(P3.inmPrdNo, Date.now() + HOUR_MS, Date.now() + 48 * HOUR_MS);
    expect(await hotDealAsSeen()).toEqual(NOT_ON_DEAL);
  });

  it('show everywhere while the deal runs, HOT before SALE, with the deal’s end', async () => {
    const end = Date.now() + 5 * HOUR_MS;
    await dealFor(P3.inmPrdNo, Date.now() - HOUR_MS, end);
    const seen = { badges: ['HOT', 'SALE'], hotDealEndDttm: toDttm14(end) };
    expect(await hotDealAsSeen()).toEqual({ card: seen, detail: seen, live: seen, hotList: { numbers: [P3.inmPrdNo], total: 1 } });
  });

  it('list only the running deals under the HOT badge, in the asked sort', async () => {
    await dealFor('100000003', Date.now() - HOUR_MS, Date.now() + HOUR_MS);
    await dealFor('100000004', Date.now() - 2 * HOUR_MS, Date.now() + 2 * HOUR_MS);
    await dealFor('100000001', Date.now() - 3 * HOUR_MS, Date.now() - 2 * HOUR_MS);
    await dealFor('100000002', Date.now() + HOUR_MS, Date.now() + 2 * HOUR_MS);
    const hot = await json<{ items: { inmPrdNo: string; badges: string[] }[]; total: number }>('/dp/display/product/v1/getProductList', {
      badge: 'HOT',
      sort: 'priceDesc',
    });
    expect(hot.items.map((item) => [item.inmPrdNo, item.badges])).toEqual([
      ['100000003', ['HOT', 'SALE']],
      ['100000004', ['BEST', 'NEW', 'HOT', 'SALE']],
    ]);
    expect(hot.total).toBe(2);
  });
});
