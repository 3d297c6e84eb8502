import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { myShopUnlockAt } from '#shared/stores/store-rules';
import { seedStatements } from '#shared/seeds/stores';
import { LOCAL_ORIGIN, callGateway, expectJson } from '#edge/testing/gateway-call';
import { newMember, okData } from '../cart/cart-test-support';
import { TEST_NOW_HEADER } from '../test-clock';
import { STORE_ERRORS } from './store-errors';

const DAY_MS = 86_400_000;
/** 2026-10-31 15:00 in Korea. */
const REGISTERED = Date.UTC(2026, 9, 31, 6);

const call = (path: string, body: unknown, token?: string, now?: number) =>
  callGateway('POST', path, {
    token,
    body: JSON.stringify(body),
    headers: now ? { [TEST_NOW_HEADER]: String(now) } : {},
    bindings: { ...env, TEST_CLOCK: 'on' },
    origin: LOCAL_ORIGIN,
  });
const stores = (body: object) =>
  okData<{ items: { storeNo: number; storeNm: string; services: string[] }[]; totalCnt: number; regionCounts: { regionCd: string; cnt: number }[] }>(
    call('/cu/support/v1/getStoreList', body),
  );
const refusal = (code: keyof typeof STORE_ERRORS, message: string = STORE_ERRORS[code].message) => ({ code, message });

beforeAll(async () => {
  for (const statement of seedStatements()) await env.DB.prepare(statement).run();
});

describe('the store finder', () => {
  it('finds stores by region, by service, and by words of the name or road address', async () => {
    const jeju = await stores({ regionCd: 'JEJU' });
    expect(jeju.items.map((store) => store.storeNm)).toEqual(['녹차숍 제주연동점', '녹차숍 서귀포점']);
    const bottlesInBusan = await stores({ regionCd: 'BUSAN', service: 'BOTTLE' });
    expect(bottlesInBusan.items.map((store) => store.storeNm)).toEqual(['녹차숍 서면점', '녹차숍 해운대점']);
    expect(bottlesInBusan.items.every((store) => store.services.includes('BOTTLE'))).toBe(true);
    expect((await stores({ keyword: '강남대로' })).items.map((store) => store.storeNm)).toEqual(['녹차숍 강남역점']);
    expect((await stores({ keyword: '해운대 센텀' })).items.map((store) => store.storeNm)).toEqual(['녹차숍 센텀시티점']);
    expect((await stores({ keyword: '100%' })).totalCnt).toBe(0);
    const all = await stores({});
    expect(all.items).toHaveLength(10);
    expect(all.totalCnt).toBe(39);
  });

  it("counts each region's stores for the map: with the service and words, whichever region is chosen", async () => {
    const all = await stores({});
    expect(all.regionCounts.reduce((sum, region) => sum + region.cnt, 0)).toBe(39);
    expect(all.regionCounts).toContainEqual({ regionCd: 'JEJU', cnt: 2 });
    expect((await stores({ regionCd: 'JEJU' })).regionCounts).toEqual(all.regionCounts);
    const bottles = await stores({ regionCd: 'JEJU', service: 'BOTTLE' });
    expect(bottles.regionCounts).toContainEqual({ regionCd: 'BUSAN', cnt: 2 });
    expect(bottles.regionCounts.reduce((sum, region) => sum + region.cnt, 0)).toBe((await stores({ service: 'BOTTLE' })).totalCnt);
    expect((await stores({ keyword: '강남대로' })).regionCounts).toEqual([{ regionCd: 'SEOUL', cnt: 1 }]);
  });

  it('refuses an unknown region with a Korean message', async () => {
    const answer = await call('/cu/support/v1/getStoreList', { regionCd: 'TOKYO' });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { fields: Record<string, string> }).fields.regionCd).toBe('지역을 다시 선택해 주세요.');
  });
});

describe('마이샵 (changed or deleted only a month after registering)', () => {
  it('registers any time, then refuses a change or a delete until the same day next month', async () => {
    const { token } = await newMember();
    const saved = await okData<{ shop: { storeNo: number }; unlockDttm: string; changeableYn: string; message: string }>(
      call('/cu/myshop/v1/registerMyShop', { storeNo: 101 }, token, REGISTERED),
    );
    expect(saved).toMatchObject({ shop: { storeNo: 101 }, unlockDttm: '20261130150000', changeableYn: 'N', message: '마이샵이 등록되었습니다.' });

    const dayBefore = myShopUnlockAt(REGISTERED) - 60_000;
    const locked = '마이샵은 등록하고 한 달이 지나야 변경하거나 삭제할 수 있습니다. 2026년 11월 30일(월)부터 변경할 수 있습니다.';
    await expectJson(await call('/cu/myshop/v1/registerMyShop', { storeNo: 401 }, token, dayBefore), 409, refusal('MY_SHOP_LOCKED', locked));
    await expectJson(await call('/cu/myshop/v1/deleteMyShop', {}, token, dayBefore), 409, refusal('MY_SHOP_LOCKED', locked));
    await expectJson(await call('/cu/myshop/v1/registerMyShop', { storeNo: 101 }, token, dayBefore), 409, refusal('MY_SHOP_SAME'));
    expect(await okData(call('/cu/myshop/v1/getMyShop', undefined, token, dayBefore))).toMatchObject({ shop: { storeNo: 101 }, changeableYn: 'N' });

    const monthLater = myShopUnlockAt(REGISTERED);
    const changed = await okData<{ shop: { storeNo: number }; registeredDttm: string }>(
      call('/cu/myshop/v1/registerMyShop', { storeNo: 401 }, token, monthLater),
    );
    expect(changed.shop.storeNo).toBe(401);
    await expectJson(
      await call('/cu/myshop/v1/deleteMyShop', {}, token, monthLater + DAY_MS),
      409,
      refusal('MY_SHOP_LOCKED', expect.any(String) as unknown as string),
    );
    const deleted = await okData<{ shop: null; message: string }>(call('/cu/myshop/v1/deleteMyShop', {}, token, myShopUnlockAt(monthLater)));
    expect(deleted).toMatchObject({ shop: null, message: '마이샵이 삭제되었습니다.' });
    await expectJson(await call('/cu/myshop/v1/deleteMyShop', {}, token, myShopUnlockAt(monthLater)), 409, refusal('MY_SHOP_DELETE_FAILED'));
  });

  it('ignores the test clock on a real host name and outside a local worker, even with TEST_CLOCK on', async () => {
    const attempts = [
      { origin: 'https://shop.example', bindings: { ...env, TEST_CLOCK: 'on' } },
      { origin: LOCAL_ORIGIN, bindings: { ...env, TEST_CLOCK: 'on', ENVIRONMENT: 'prd' } },
      { origin: LOCAL_ORIGIN, bindings: { ...env, TEST_CLOCK: 'on', ENVIRONMENT: 'qa' } },
    ];
    for (const [index, attempt] of attempts.entries()) {
      const { token } = await newMember();
      const answer = await callGateway('POST', '/cu/myshop/v1/registerMyShop', {
        ...attempt,
        token,
        body: JSON.stringify({ storeNo: 101 + index }),
        headers: { [TEST_NOW_HEADER]: String(REGISTERED) },
      });
      const { registeredDttm } = ((await answer.json()) as { data: { registeredDttm: string } }).data;
      expect(registeredDttm > '20261101000000').toBe(true);
    }
  });

  it('ignores the test clock unless TEST_CLOCK is on, and refuses an unknown store and a guest', async () => {
    const { token } = await newMember();
    const real = await callGateway('POST', '/cu/myshop/v1/registerMyShop', {
      token,
      body: JSON.stringify({ storeNo: 102 }),
      headers: { [TEST_NOW_HEADER]: String(REGISTERED) },
    });
    const registered = ((await real.json()) as { data: { registeredDttm: string } }).data.registeredDttm;
    expect(registered > '20261101000000').toBe(true);
    await expectJson(await call('/cu/myshop/v1/registerMyShop', { storeNo: 99999 }, token), 404, refusal('STORE_NOT_FOUND'));
    await expectJson(await call('/cu/myshop/v1/getMyShop', undefined), 401, { code: 'LOGIN_REQUIRED', message: '로그인이 필요합니다.' });
  });

  it('unlocks on the month’s last day when the next month is shorter', () => {
    expect(new Date(myShopUnlockAt(Date.UTC(2027, 0, 31, 3))).toISOString()).toBe('2027-02-28T03:00:00.000Z');
    expect(new Date(myShopUnlockAt(Date.UTC(2026, 11, 15, 3))).toISOString()).toBe('2027-01-15T03:00:00.000Z');
  });
});
