import { env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GetEventDetailResponseSchema, GetEventListResponseSchema } from '#shared/schemas/campaign-calls';
import { callGateway, expectJson } from '#edge/testing/gateway-call';
import { loginAs, seedCustomer } from '#edge/testing/seed';
import { campaignCounts, eventInsert, SEED_NOW, SEEDED_EVENT_ORDER, seedCatalogAndCampaign } from './campaign-test-data';

const LIST = '/ca/campaign/v1/event/getEventList';
const DETAIL = '/ca/campaign/v1/event/getEventDetail';
const DOWNLOAD = '/ca/campaign/v1/event/downloadCoupon';
const DAY_MS = 86_400_000;
const post = (path: string, body: unknown, token?: string) => callGateway('POST', path, { body: JSON.stringify(body), token });

let token: string;
let incsNo: number;

beforeAll(async () => {
  await seedCatalogAndCampaign(env.DB);
  // Hidden and not yet started events are never shown.
  await env.DB.batch([
    eventInsert(env.DB, { id: 90, title: '숨긴 이벤트', start: '20261101000000', shown: false }),
    eventInsert(env.DB, { id: 91, title: '다음 달 이벤트', start: '20261201000000' }),
    env.DB.prepare("INSERT INTO event_coupons (coupon_id, event_id, cpn_nm, dc_amt, valid_days, download_limit) VALUES (901, 91, '예정 쿠폰', 1000, 7, NULL)"),
  ]);
  incsNo = await seedCustomer(env.DB);
  token = await loginAs(env.DB, incsNo, SEED_NOW);
});
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: SEED_NOW }));
afterEach(() => vi.useRealTimers());

async function list(body: unknown) {
  const response = await post(LIST, body);
  expect(response.status).toBe(200);
  return GetEventListResponseSchema.parse(await response.json()).data;
}

describe('POST /api/ca/campaign/v1/event/getEventList', () => {
  it('lists the six running events in display order, then the two ended ones, latest end first', async () => {
    const data = await list({});
    expect(data.total).toBe(8);
    expect(data.items.map((item) => [item.eventId, item.status])).toEqual(SEEDED_EVENT_ORDER);
    expect(data.items[2]).toMatchObject({
      title: '겨울 보습 페스타',
      startDttm: '20261115000000',
      endDttm: '20261206235959',
      banner: { url: '/images/events/3.svg', alt: '겨울 보습 페스타: 크림·로션 최대 50% + 중복 쿠폰' },
      bannerTone: '#4a7c8c',
      couponCnt: 2,
    });
  });

  it('filters ONGOING or ENDED and pages', async () => {
    expect((await list({ status: 'ENDED' })).items.map((item) => item.eventId)).toEqual([7, 8]);
    const page = await list({ status: 'ONGOING', page: 2, size: 4 });
    expect(page).toMatchObject({ total: 6, page: 2, size: 4 });
    expect(page.items.map((item) => item.eventId)).toEqual([5, 6]);
  });

  it('moves an event to ENDED exactly at its end', async () => {
    // Event 6 ends at 2026-11-26 23:59:59 in Seoul.
    vi.setSystemTime(Date.UTC(2026, 10, 26, 14, 59, 58));
    expect((await list({ status: 'ONGOING' })).items.map((item) => item.eventId)).toContain(6);
    vi.setSystemTime(Date.UTC(2026, 10, 26, 14, 59, 59));
    expect((await list({ status: 'ENDED' })).items.map((item) => item.eventId)).toEqual([6, 7, 8]);
  });

  it('refuses an unknown status with 400', async () => {
    expect((await post(LIST, { status: 'UPCOMING' })).status).toBe(400);
  });
});

describe('POST /api/ca/campaign/v1/event/getEventDetail', () => {
  it('answers the body as paragraphs, the products and the coupons with what is left of them', async () => {
    const response = await post(DETAIL, { eventId: 3 });
    expect(response.status).toBe(200);
    const { data } = GetEventDetailResponseSchema.parse(await response.json());
    expect(data.paragraphs).toHaveLength(3);
    expect(data.paragraphs[0]).toMatch(/^찬 바람에/);
    expect(data.products).toHaveLength(8);
    expect(data.products.every((card) => ['크림', '로션/에멀전'].includes(card.subCatNm))).toBe(true);
    expect(data.coupons).toEqual([
      {
        couponId: 31,
        cpnNm: '보습 페스타 3,000원 할인 쿠폰',
        dcAmt: 3000,
        dcRate: null,
        minOrderAmt: 25000,
        validDays: 7,
        downloadLimit: 500,
        remainingCnt: 500,
      },
      { couponId: 32, cpnNm: '보습 페스타 15% 할인 쿠폰', dcAmt: null, dcRate: 15, minOrderAmt: 50000, validDays: 7, downloadLimit: 300, remainingCnt: 300 },
    ]);
  });

  it('answers 404 EVENT_NOT_FOUND for an unknown, hidden or not yet started event', async () => {
    for (const eventId of [999, 90, 91]) {
      await expectJson(await post(DETAIL, { eventId }), 404, { code: 'EVENT_NOT_FOUND', message: '이벤트를 찾을 수 없습니다.' });
    }
    expect((await post(DETAIL, { eventId: 'x' })).status).toBe(400);
  });
});

describe('POST /api/ca/campaign/v1/event/downloadCoupon', () => {
  it('issues the coupon once into the customer coupons, then answers 409 COUPON_ALREADY_DOWNLOADED', async () => {
    const before = await campaignCounts(env.DB);
    await expectJson(await post(DOWNLOAD, { eventId: 1, couponId: 11 }, token), 200, {
      statusCode: 200,
      data: {
        custCpnId: expect.any(Number),
        couponId: 11,
        cpnNm: '첫물차 기획전 10% 할인 쿠폰',
        expiresDttm: '20261204123000',
        message: '쿠폰이 발급되었습니다.',
      },
    });
    const issued = await env.DB.prepare(
      'SELECT incs_no, cpn_nm, dc_amt, dc_rate, min_order_amt, issued_at, expires_at, used_at, event_coupon_id FROM customer_coupons',
    ).all();
    expect(issued.results).toEqual([
      {
        incs_no: incsNo,
        cpn_nm: '첫물차 기획전 10% 할인 쿠폰',
        dc_amt: null,
        dc_rate: 10,
        min_order_amt: 30000,
        issued_at: SEED_NOW,
        expires_at: SEED_NOW + 14 * DAY_MS,
        used_at: null,
        event_coupon_id: 11,
      },
    ]);

    await expectJson(await post(DOWNLOAD, { eventId: 1, couponId: 11 }, token), 409, { code: 'COUPON_ALREADY_DOWNLOADED', message: '이미 받은 쿠폰입니다.' });
    expect(await campaignCounts(env.DB)).toEqual({ ...before, customer_coupons: before.customer_coupons + 1 });
    const { data } = GetEventDetailResponseSchema.parse(await (await post(DETAIL, { eventId: 1 })).json());
    expect(data.coupons[0].remainingCnt).toBe(999);
  });

  it('answers 401 LOGIN_REQUIRED without a login and writes nothing', async () => {
    const before = await campaignCounts(env.DB);
    await expectJson(await post(DOWNLOAD, { eventId: 2, couponId: 21 }), 401, { code: 'LOGIN_REQUIRED', message: '로그인이 필요합니다.' });
    await expectJson(await post(DOWNLOAD, { eventId: 2, couponId: 21 }, 'not-a-token'), 401, { code: 'LOGIN_REQUIRED', message: '로그인이 필요합니다.' });
    expect(await campaignCounts(env.DB)).toEqual(before);
  });

  it('answers 409 EVENT_ENDED for an ended event and 404 for an unknown event or a coupon of another event', async () => {
    const before = await campaignCounts(env.DB);
    await expectJson(await post(DOWNLOAD, { eventId: 7, couponId: 71 }, token), 409, { code: 'EVENT_ENDED', message: '종료된 이벤트입니다.' });
    await expectJson(await post(DOWNLOAD, { eventId: 91, couponId: 901 }, token), 404, { code: 'EVENT_NOT_FOUND', message: '이벤트를 찾을 수 없습니다.' });
    await expectJson(await post(DOWNLOAD, { eventId: 2, couponId: 11 }, token), 404, { code: 'COUPON_NOT_FOUND', message: '쿠폰을 찾을 수 없습니다.' });
    expect(await campaignCounts(env.DB)).toEqual(before);
  });

  it('answers 409 COUPON_EXHAUSTED once the download limit is reached', async () => {
    await env.DB.prepare('UPDATE event_coupons SET download_limit = 1 WHERE coupon_id = 51').run();
    const other = await seedCustomer(env.DB, { cust_web_id: 'nokcha02', mobile: '01098765432', email: 'other@example.com' });
    expect((await post(DOWNLOAD, { eventId: 5, couponId: 51 }, await loginAs(env.DB, other, SEED_NOW))).status).toBe(200);
    await expectJson(await post(DOWNLOAD, { eventId: 5, couponId: 51 }, token), 409, {
      code: 'COUPON_EXHAUSTED',
      message: '준비된 쿠폰이 모두 소진되었습니다.',
    });
  });

  it('refuses a malformed body with 400 before anything is read', async () => {
    for (const body of [{}, { eventId: 1 }, { eventId: 1, couponId: 0 }]) expect((await post(DOWNLOAD, body, token)).status).toBe(400);
  });
});
