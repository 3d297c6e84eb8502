/**
 * The curated shelves (an event's products, a broadcast's products) keep their link order, with
 * the sold-out products after the rest, as every list does (docs/decisions/054-sold-out-last.md).
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard } from '#shared/schemas/display-calls';
import { callGateway } from '#edge/testing/gateway-call';
import { SEED_NOW, seedCatalogAndCampaign } from './campaign-test-data';

async function products(path: string, body: unknown): Promise<string[]> {
  const response = await callGateway('POST', path, { body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { products: ProductCard[] } }).data.products.map((card) => `${card.inmPrdNo} ${card.soldOutYn}`);
}

/** Sets the stock of every option of `inmPrdNo`. */
const stockAll = (inmPrdNo: string, stock: number) => env.DB.prepare('UPDATE product_options SET stock = ?1 WHERE inm_prd_no = ?2').bind(stock, inmPrdNo).run();

beforeAll(async () => {
  await seedCatalogAndCampaign(env.DB);
});
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: SEED_NOW }));
afterEach(() => vi.useRealTimers());

describe('curated shelves list 품절 last', () => {
  it.each([
    ['an event', 'event_products', 'event_id', '/ca/campaign/v1/event/getEventDetail', 'eventId'],
    ['a broadcast', 'live_products', 'live_id', '/dp/display/live/v1/getLiveDetail', 'liveId'],
  ])('moves %s’s first product after the others when its last option runs out, and back when restocked', async (_name, table, owner, path, key) => {
    const id = await env.DB.prepare(`SELECT ${owner} AS id FROM ${table} GROUP BY ${owner} HAVING COUNT(*) > 2 ORDER BY ${owner} LIMIT 1`).first<number>('id');
    const before = await products(path, { [key]: id });
    const [first] = before;
    expect(first).toMatch(/ N$/);
    const inmPrdNo = first.split(' ')[0];
    await stockAll(inmPrdNo, 0);
    const rest = before.slice(1);
    // First in link order among the sold-out ones, after every buyable one.
    expect(await products(path, { [key]: id })).toEqual([
      ...rest.filter((card) => card.endsWith(' N')),
      `${inmPrdNo} Y`,
      ...rest.filter((card) => card.endsWith(' Y')),
    ]);
    await stockAll(inmPrdNo, 5);
    expect(await products(path, { [key]: id })).toEqual(before);
  });
});
