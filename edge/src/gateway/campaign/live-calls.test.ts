import { env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dttmToEpoch } from '#shared/format';
import { GetLiveListResponseSchema, type LiveBroadcast } from '#shared/schemas/campaign-calls';
import { callGateway, expectJson } from '#edge/testing/gateway-call';
import { SEED_NOW, seedCatalogAndCampaign } from './campaign-test-data';

const LIST = '/dp/display/live/v1/getLiveList';
const DETAIL = '/dp/display/live/v1/getLiveDetail';
const post = (path: string, body: unknown) => callGateway('POST', path, { body: JSON.stringify(body) });
const at = (now: number) => vi.useFakeTimers({ toFake: ['Date'], now });

async function list(body: unknown) {
  const response = await post(LIST, body);
  expect(response.status).toBe(200);
  return GetLiveListResponseSchema.parse(await response.json()).data;
}

async function detail(liveId: number): Promise<LiveBroadcast> {
  const response = await post(DETAIL, { liveId });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: LiveBroadcast }).data;
}

beforeAll(async () => {
  await seedCatalogAndCampaign(env.DB);
});
beforeEach(() => at(SEED_NOW));
afterEach(() => vi.useRealTimers());

describe('POST /api/dp/display/live/v1/getLiveList', () => {
  it('lists the broadcast on air first, then upcoming soonest first, then ended latest first', async () => {
    const data = await list({});
    expect(data.total).toBe(8);
    expect(data.serverDttm).toBe('20261120123000');
    expect(data.items.map((item) => [item.liveId, item.status])).toEqual([
      [3, 'LIVE'],
      [4, 'UPCOMING'],
      [5, 'UPCOMING'],
      [6, 'UPCOMING'],
      [7, 'UPCOMING'],
      [8, 'UPCOMING'],
      [2, 'ENDED'],
      [1, 'ENDED'],
    ]);
  });

  it('answers each broadcast with its schedule, stream, poster and linked product cards', async () => {
    const [onAir] = (await list({ status: 'LIVE' })).items;
    expect(onAir).toMatchObject({
      liveId: 3,
      title: '녹차숍 주간 특가 라이브',
      hostNm: '쇼호스트 민지',
      startDttm: '20261120120000',
      endDttm: '20261120140000',
      streamUrl: '/media/live/3/index.m3u8',
      replayYn: 'N',
      poster: { url: '/images/live/3.svg', alt: '녹차숍 주간 특가 라이브 방송 포스터' },
    });
    expect(onAir.poster.svg.startsWith('<svg')).toBe(true);
    expect(onAir.products).toHaveLength(5);
    // The seed links the best sellers discounted by at least 20%, in that order.
    expect(onAir.products.every((card) => card.dcRate >= 20)).toBe(true);
    expect(onAir.products[0]).toMatchObject({ imageUrl: `/images/products/${onAir.products[0].inmPrdNo}-0.svg` });
  });

  it('filters by status and pages with the total of the filter', async () => {
    expect((await list({ status: 'ENDED' })).items.map((item) => item.liveId)).toEqual([2, 1]);
    const page2 = await list({ status: 'UPCOMING', page: 2, size: 2 });
    expect(page2).toMatchObject({ total: 5, page: 2, size: 2 });
    expect(page2.items.map((item) => item.liveId)).toEqual([6, 7]);
    const past = await list({ page: 5, size: 2 });
    expect(past).toMatchObject({ items: [], total: 8 });
  });

  it('derives the status from the clock: exactly at the start it is LIVE, exactly at the end ENDED', async () => {
    const start = dttmToEpoch('20261120120000');
    const end = dttmToEpoch('20261120140000');
    const cases: [number, string][] = [
      [start - 1, 'UPCOMING'],
      [start, 'LIVE'],
      [end - 1, 'LIVE'],
      [end, 'ENDED'],
    ];
    for (const [now, status] of cases) {
      at(now);
      expect((await detail(3)).status, `at ${now}`).toBe(status);
      const filtered = await list({ status });
      expect(filtered.items.map((item) => item.liveId)).toContain(3);
    }
  });

  it('refuses a bad status or page with 400', async () => {
    for (const body of [{ status: 'ON_AIR' }, { page: 0 }, { size: 101 }]) {
      const response = await post(LIST, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'INVALID_INPUT' });
    }
  });
});

describe('POST /api/dp/display/live/v1/getLiveDetail', () => {
  it('answers one broadcast with the instant its status holds for', async () => {
    const response = await post(DETAIL, { liveId: 1 });
    const body = (await response.json()) as { data: LiveBroadcast & { serverDttm: string } };
    expect(body.data).toMatchObject({ liveId: 1, status: 'ENDED', replayYn: 'Y', serverDttm: '20261120123000' });
    expect(body.data.products).toHaveLength(4);
    expect(body.data.products.every((card) => card.subCatNm === '크림')).toBe(true);
  });

  it('answers 404 LIVE_NOT_FOUND for an unknown broadcast and 400 for a malformed id', async () => {
    await expectJson(await post(DETAIL, { liveId: 999 }), 404, { code: 'LIVE_NOT_FOUND', message: '라이브 방송을 찾을 수 없습니다.' });
    for (const body of [{}, { liveId: 'abc' }, { liveId: -1 }, { liveId: 1.5 }]) expect((await post(DETAIL, body)).status).toBe(400);
  });
});
