import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '#lib/api-client';
import { $couponzone, LOAD_ERROR, receive, showMine } from './store';

const api = vi.hoisted(() => ({ fetchMyCoupons: vi.fn(), fetchZoneCoupons: vi.fn(), downloadCoupon: vi.fn(), registerCode: vi.fn() }));
const told = vi.hoisted(() => ({ tell: vi.fn() }));
vi.mock('./couponzone-api', () => api);
vi.mock('#components/ui/tell.ts', () => told);

const MINE = { counts: { USABLE: 1, USED: 0, EXPIRED: 0 }, coupons: [], page: 1, pageSize: 10, totalCnt: 1 };

beforeEach(() => {
  vi.clearAllMocks();
  $couponzone.set({ tab: 'MY', status: 'USABLE', mine: null, zone: null, phase: 'loading', busyId: null });
  api.fetchMyCoupons.mockResolvedValue(MINE);
});

describe('쿠폰존', () => {
  test("내 쿠폰 shows the chosen state; a failed read is the screen's error", async () => {
    await showMine('USED', 2);
    expect(api.fetchMyCoupons).toHaveBeenCalledWith({ status: 'USED', page: 2 });
    expect($couponzone.get()).toMatchObject({ tab: 'MY', status: 'USED', phase: 'ready', mine: MINE });
    api.fetchMyCoupons.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await showMine('USABLE');
    expect($couponzone.get().phase).toBe('error');
    expect(LOAD_ERROR).toBe('쿠폰을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.');
  });

  test('a received coupon is said after both lists are read again', async () => {
    api.downloadCoupon.mockResolvedValue({ message: '쿠폰이 발급되었습니다.' });
    await receive(11);
    expect(api.fetchMyCoupons).toHaveBeenCalledWith({ status: 'USABLE', page: 1 });
    expect(told.tell).toHaveBeenCalledWith('쿠폰이 발급되었습니다.');
    expect($couponzone.get().busyId).toBeNull();
  });

  test("a refusal says the gateway's message; anything else the shop's own, never internals", async () => {
    api.downloadCoupon.mockRejectedValueOnce(new ApiError('COUPON_ALREADY_ISSUED', '이미 받은 쿠폰입니다.', 409));
    await receive(11);
    expect(told.tell).toHaveBeenLastCalledWith('이미 받은 쿠폰입니다.');
    api.downloadCoupon.mockRejectedValueOnce(new TypeError("Cannot read properties of undefined (reading 'data')"));
    await receive(11);
    expect(told.tell).toHaveBeenLastCalledWith(UNKNOWN_ERROR_MESSAGE);
  });
});
