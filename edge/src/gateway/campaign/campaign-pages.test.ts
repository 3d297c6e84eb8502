import { env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GetCampaignImageResponseSchema,
  GetEventListPageResponseSchema,
  GetEventPageResponseSchema,
  GetHomePageResponseSchema,
  GetLiveListPageResponseSchema,
  GetLivePageResponseSchema,
} from '#shared/schemas/campaign-page-calls';
import type { ZodType } from 'zod';
import { callGateway } from '#edge/testing/gateway-call';
import { countRoundTrips } from '#edge/testing/d1-round-trips';
import { SEED_NOW, SEEDED_EVENT_ORDER, eventInsert, seedCatalogAndCampaign } from './campaign-test-data';

const post = (path: string, body: unknown = {}) => callGateway('POST', path, { body: JSON.stringify(body) });
const generation = async () => (await env.DB.prepare('SELECT generation FROM catalog_generation WHERE id = 1').first<{ generation: number }>())!.generation;

/** Asks `path` and expects the answer read in one D1 batch, nothing run alone; its data as `schema` reads it. */
async function dataInOneBatch<T>(schema: ZodType<{ data: T }>, path: string, body?: unknown): Promise<T> {
  const trips = countRoundTrips();
  const response = await post(path, body);
  expect(trips()).toEqual({ batches: 1, alone: 0 });
  return schema.parse(await response.json()).data;
}

beforeAll(async () => {
  await seedCatalogAndCampaign(env.DB);
  await env.DB.batch([
    // Opens an hour after the seed's instant: the list and the main page change then.
    eventInsert(env.DB, { id: 95, title: '곧 열리는 이벤트', start: '20261120133000', bannerSvg: '<svg id="e95"/>' }),
    eventInsert(env.DB, { id: 96, title: '숨긴 이벤트', start: '20261101000000', shown: false }),
  ]);
});
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: SEED_NOW }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the event pages’ data', () => {
  it('answers the list as getEventList orders it, in one batch, with the generation and the next opening', async () => {
    const data = await dataInOneBatch(GetEventListPageResponseSchema, '/ca/campaign/v1/page/getEventListPage');
    expect(data.events.map((event) => [event.eventId, event.status])).toEqual(SEEDED_EVENT_ORDER);
    expect(data.events[2].banner).toEqual({ url: '/images/events/3.svg', alt: '겨울 보습 페스타: 크림·로션 최대 50% + 중복 쿠폰' });
    expect(data.generation).toBe(await generation());
    expect(data).toMatchObject({ serverDttm: '20261120123000', nextChangeDttm: '20261120133000' });
  });

  it('answers one event with its paragraphs, coupons and products in one batch, changing at its end', async () => {
    const data = await dataInOneBatch(GetEventPageResponseSchema, '/ca/campaign/v1/page/getEventPage', { eventId: 3 });
    expect(data.event).toMatchObject({ eventId: 3, title: '겨울 보습 페스타', status: 'ONGOING', endDttm: '20261206235959' });
    expect(data.event.paragraphs.length).toBeGreaterThan(0);
    expect(data.event.products.length).toBeGreaterThan(0);
    expect(data.event.products[0]).toMatchObject({ productCode: expect.any(String), saleAmt: expect.any(Number) });
    expect(data.event.coupons.length).toBeGreaterThan(0);
    expect(data.nextChangeDttm! <= '20261206235959').toBe(true);
    expect(data.generation).toBe(await generation());
  });

  it('answers 404 EVENT_NOT_FOUND for a hidden, unknown or not yet open event', async () => {
    for (const eventId of [95, 96, 999]) {
      const response = await post('/ca/campaign/v1/page/getEventPage', { eventId });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'EVENT_NOT_FOUND' });
    }
  });
});

describe('the live pages’ data', () => {
  it('answers the list (on air, upcoming, replays) with each broadcast’s products in one batch, changing at the next start or end', async () => {
    const data = await dataInOneBatch(GetLiveListPageResponseSchema, '/dp/display/live/v1/getLiveListPage');
    expect(data.lives[0]).toMatchObject({ liveId: 3, status: 'LIVE', poster: { url: '/images/live/3.svg' } });
    expect(data.lives[0].products.length).toBeGreaterThan(0);
    for (const live of data.lives) expect(live.status !== 'ENDED' || live.replayYn === 'Y').toBe(true);
    // Broadcast 3 is on air until 14:00; the next upcoming one starts later.
    expect(data.nextChangeDttm).toBe('20261120140000');
  });

  it('answers one broadcast with its products in one batch, and 404 LIVE_NOT_FOUND for an unknown one', async () => {
    const data = await dataInOneBatch(GetLivePageResponseSchema, '/dp/display/live/v1/getLivePage', { liveId: 4 });
    expect(data.live).toMatchObject({ liveId: 4, status: 'UPCOMING' });
    expect(data.nextChangeDttm! <= data.live.startDttm).toBe(true);
    const unknown = await post('/dp/display/live/v1/getLivePage', { liveId: 999 });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'LIVE_NOT_FOUND' });
  });
});

describe('the main page’s data', () => {
  it('answers running events, the live strip, three shelves and the tree in one batch', async () => {
    const data = await dataInOneBatch(GetHomePageResponseSchema, '/dp/display/main/v1/getHomePage');
    expect(data.events.map((event) => event.eventId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(data.lives.map((live) => [live.liveId, live.status])).toEqual([
      [3, 'LIVE'],
      [4, 'UPCOMING'],
      [5, 'UPCOMING'],
      [6, 'UPCOMING'],
    ]);
    expect(data.best).toHaveLength(8);
    expect(data.best.every((product) => product.badges.includes('BEST'))).toBe(true);
    expect(data.newest).toHaveLength(8);
    expect(data.hotDeals.every((product) => product.hotDealEndDttm !== null)).toBe(true);
    expect(data.tree.length).toBeGreaterThan(0);
    // Event 95 opens at 13:30, before broadcast 3 ends and (in the seed) before any hot deal changes.
    expect(data.nextChangeDttm! <= '20261120133000').toBe(true);
    expect(data.generation).toBe(await generation());
  });
});

describe('campaign images', () => {
  it('answers an event banner, a poster and a posting image as SVG text; hidden or unknown ones are 404 IMAGE_NOT_FOUND', async () => {
    const image = async (folder: string, id: number) => post('/dp/display/image/v1/getCampaignImage', { folder, id });
    const banner = GetCampaignImageResponseSchema.parse(await (await image('events', 3)).json());
    expect(banner.data.svg.startsWith('<svg')).toBe(true);
    expect(GetCampaignImageResponseSchema.parse(await (await image('live', 3)).json()).data.svg.startsWith('<svg')).toBe(true);
    expect((await image('postings', 1)).status).toBe(200);
    for (const [folder, id] of [
      ['events', 95],
      ['events', 96],
      ['live', 999],
      ['postings', 999],
    ] as const) {
      const response = await image(folder, id);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'IMAGE_NOT_FOUND' });
    }
  });
});

describe('the catalog generation', () => {
  it('moves on when an event’s coupons change, as the event page shows them', async () => {
    const before = await generation();
    await env.DB.prepare("UPDATE event_coupons SET cpn_nm = cpn_nm || ' ' WHERE coupon_id = (SELECT MIN(coupon_id) FROM event_coupons)").run();
    expect(await generation()).toBeGreaterThan(before);
  });
});
