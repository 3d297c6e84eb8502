import { describe, expect, it } from 'vitest';
import { callGateway } from '../testing/gateway-call';
import { callOps, opsData } from '../testing/ops-call';

interface OpsStore {
  storeNo: number;
  storeNm: string;
  status: string;
  services: string[];
  myShopCnt: number;
}

const STORE = {
  storeNm: '녹차숍 판교점',
  regionCd: 'GYEONGGI',
  roadAddr: '경기도 성남시 분당구 판교역로 146',
  dtlAddr: '1층',
  phone: '031-123-4567',
  weekdayHours: '10:00~22:00',
  weekendHours: '휴무',
  services: ['BOTTLE', 'TESTER'],
};
const finder = async (keyword: string) =>
  (
    (await (await callGateway('POST', '/cu/support/v1/getStoreList', { body: JSON.stringify({ keyword }) })).json()) as {
      data: { items: { storeNm: string }[] };
    }
  ).data.items;

describe('stores from the console', () => {
  it('opens a store that the finder shows at once, and closes it out of the finder', async () => {
    const opened = await opsData<OpsStore>(await callOps('content/stores/save', STORE));
    expect(opened).toMatchObject({ storeNm: '녹차숍 판교점', status: 'OPEN', services: ['BOTTLE', 'TESTER'], myShopCnt: 0 });
    expect((await finder('판교')).map((store) => store.storeNm)).toEqual(['녹차숍 판교점']);

    expect(await opsData<OpsStore>(await callOps('content/stores/save', { ...STORE, storeNo: opened.storeNo, status: 'CLOSED' }))).toMatchObject({
      status: 'CLOSED',
    });
    expect(await finder('판교')).toEqual([]);
    const listed = await opsData<{ items: OpsStore[]; total: number }>(await callOps('content/stores/list', { keyword: '판교', status: 'CLOSED' }));
    expect([listed.total, listed.items[0].storeNo]).toEqual([1, opened.storeNo]);
  });

  it('refuses a name another store has, bad hours or phone, and an unknown store, in Korean', async () => {
    await callOps('content/stores/save', { ...STORE, storeNm: '녹차숍 광교점' });
    const taken = await callOps('content/stores/save', { ...STORE, storeNm: '녹차숍 광교점' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ code: 'STORE_NAME_TAKEN' });
    const hours = await callOps('content/stores/save', { ...STORE, storeNm: '녹차숍 새점', weekdayHours: '아침부터' });
    expect(hours.status).toBe(400);
    expect(await hours.json()).toMatchObject({ fields: { weekdayHours: '영업시간은 10:00~22:00처럼, 쉬는 날은 휴무로 입력해 주세요.' } });
    expect((await callOps('content/stores/save', { ...STORE, storeNm: '녹차숍 새점', phone: '1234' })).status).toBe(400);
    expect((await callOps('content/stores/save', { ...STORE, storeNo: 999_999 })).status).toBe(404);
    expect((await callOps('content/stores/get', { storeNo: 999_999 })).status).toBe(404);
  });
});
