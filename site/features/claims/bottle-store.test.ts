import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#lib/api-client';
import type { BottleList } from './claim-api';

const api = vi.hoisted(() => ({ getBottleList: vi.fn(), requestBottleCollection: vi.fn() }));
vi.mock('./claim-api', () => api);

const { $bottles, chooseOrder, loadBottles, setBottleCnt, submitBottles } = await import('./bottle-store');

const LIST: BottleList = {
  pointsPerBottle: 500,
  collections: [],
  eligibleOrders: [
    { ordNo: '20261122-AAAA1111', orderNm: '녹차 크림', orderedAt: '20261120100000', statusNm: '배송완료' },
    { ordNo: '20261122-BBBB2222', orderNm: '녹차 토너', orderedAt: '20261119100000', statusNm: '구매확정' },
  ],
};

beforeEach(async () => {
  vi.clearAllMocks();
  api.getBottleList.mockResolvedValue(LIST);
  await loadBottles();
});

describe('$bottles', () => {
  it('offers the newest open order first and keeps the count within 1–20', () => {
    expect($bottles.get()).toMatchObject({ status: 'ready', ordNo: '20261122-AAAA1111' });
    setBottleCnt(0);
    expect($bottles.get().bottleCnt).toBe(1);
    setBottleCnt(25);
    expect($bottles.get().bottleCnt).toBe(20);
  });

  it('sends the chosen order and count, then reloads the list', async () => {
    chooseOrder('20261122-BBBB2222');
    setBottleCnt(3);
    api.requestBottleCollection.mockResolvedValueOnce({});
    expect(await submitBottles()).toBe('공병 수거 신청이 완료되었습니다.');
    expect(api.requestBottleCollection).toHaveBeenCalledWith('20261122-BBBB2222', 3);
    expect(api.getBottleList).toHaveBeenCalledTimes(2);
    expect($bottles.get().bottleCnt).toBe(1);
  });

  it("answers the gateway's refusal", async () => {
    api.requestBottleCollection.mockRejectedValueOnce(new ApiError('BOTTLE_ALREADY_REQUESTED', '이 주문으로 이미 공병 수거를 신청하셨습니다.', 409));
    expect(await submitBottles()).toBe('이 주문으로 이미 공병 수거를 신청하셨습니다.');
    expect($bottles.get().busy).toBe(false);
  });

  it('asks for an order when none can be chosen', async () => {
    api.getBottleList.mockResolvedValueOnce({ ...LIST, eligibleOrders: [] });
    await loadBottles();
    expect(await submitBottles()).toBe('공병 수거를 신청할 주문을 선택해 주세요.');
    expect(api.requestBottleCollection).not.toHaveBeenCalled();
  });
});
