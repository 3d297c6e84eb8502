import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '#lib/api-client';
import { renderScreen } from '#components/ui/testing/render-screen.tsx';
import type { MyShop, Store } from './stores-api';
import { MyShopScreen } from './MyShopScreen';
import { myShopLoader, storesLoader } from './stores-store';

const api = vi.hoisted(() => ({ fetchMyShop: vi.fn(), fetchStores: vi.fn(), registerMyShop: vi.fn(), deleteMyShop: vi.fn() }));
const told = vi.hoisted(() => ({ tell: vi.fn(), ask: vi.fn() }));
vi.mock('./stores-api', () => api);
vi.mock('#components/ui/tell.ts', () => told);

const GANGNAM: Store = {
  storeNo: 7,
  storeNm: '녹차숍 강남역점',
  regionCd: 'SEOUL',
  roadAddr: '서울특별시 강남구 강남대로 396',
  dtlAddr: '1층',
  phone: '02-555-0107',
  weekdayHours: '10:00~22:00',
  weekendHours: '11:00~21:00',
  services: ['BOTTLE'],
};
const NONE: MyShop = { shop: null, registeredDttm: null, unlockDttm: null, changeableYn: 'Y' };

beforeEach(() => {
  vi.clearAllMocks();
  myShopLoader.reset();
  storesLoader.reset();
  api.fetchStores.mockResolvedValue({ items: [GANGNAM], totalCnt: 1, page: 1, pageSize: 10, regionCounts: [{ regionCd: 'SEOUL', cnt: 1 }] });
  told.ask.mockResolvedValue(true);
});

describe('마이샵', () => {
  test('a member without one registers a store and is told so in a toast', async () => {
    api.fetchMyShop.mockResolvedValue(NONE);
    api.registerMyShop.mockResolvedValue({
      shop: GANGNAM,
      registeredDttm: '20261128100000',
      unlockDttm: '20261228100000',
      changeableYn: 'N',
      message: '마이샵이 등록되었습니다.',
    });
    const screen = await renderScreen(<MyShopScreen />);
    await screen.shows('아직 마이샵이 없습니다.');
    await screen.shows('매장 1곳');
    await screen.click(screen.button('녹차숍 강남역점 마이샵으로 등록'));
    expect(told.ask).toHaveBeenCalledWith(expect.objectContaining({ text: '녹차숍 강남역점을 마이샵으로 등록할까요?', confirmLabel: '등록' }));
    expect(api.registerMyShop).toHaveBeenCalledWith(7);
    expect(told.tell).toHaveBeenCalledWith('마이샵이 등록되었습니다.', 'toast');
    await screen.shows('부터 변경·삭제할 수 있습니다');
    expect(screen.text()).toContain('나의 마이샵');
    // Locked for a month: 삭제 is off, and says from when it is possible.
    const remove = screen.button('마이샵 삭제') as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    expect(document.getElementById(remove.getAttribute('aria-describedby')!)?.textContent).toContain('2026년 12월 28일(월)부터 변경·삭제할 수 있습니다');
  });

  test('a refusal is an alert and changes nothing', async () => {
    api.fetchMyShop.mockResolvedValue(NONE);
    api.registerMyShop.mockRejectedValue(new ApiError('MYSHOP_LOCKED', '마이샵은 등록하고 한 달이 지나야 변경하거나 삭제할 수 있습니다.', 409));
    const screen = await renderScreen(<MyShopScreen />);
    await screen.shows('매장 1곳');
    await screen.click(screen.button('녹차숍 강남역점 마이샵으로 등록'));
    expect(told.tell).toHaveBeenCalledWith('마이샵은 등록하고 한 달이 지나야 변경하거나 삭제할 수 있습니다.');
    expect(screen.text()).toContain('아직 마이샵이 없습니다.');
  });

  test('a screen that could not load says so, and 다시 시도 loads it again', async () => {
    api.fetchMyShop.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(NONE);
    const screen = await renderScreen(<MyShopScreen />);
    await screen.shows('마이샵을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.');
    expect(screen.host.querySelector('[role="alert"]')?.textContent).toBe('마이샵을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.');
    await screen.click(screen.button('다시 시도'));
    await screen.shows('아직 마이샵이 없습니다.');
  });
});
