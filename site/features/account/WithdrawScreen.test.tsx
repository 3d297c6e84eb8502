import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderScreen } from '#components/ui/testing/render-screen.tsx';
import { withdrawInfoLoader } from './account-store';
import { WithdrawScreen } from './WithdrawScreen';

const api = vi.hoisted(() => ({ callAccount: vi.fn() }));
vi.mock('./account-api', () => api);

const INFO = { custNm: '김녹차', rmnPt: 12500, couponCnt: 3, openOrderCnt: 0, openClaimCnt: 0 };

beforeEach(() => {
  vi.clearAllMocks();
  withdrawInfoLoader.reset();
});

describe('회원 탈퇴', () => {
  test('says what is lost before the member may leave', async () => {
    api.callAccount.mockResolvedValue({ data: INFO });
    const screen = await renderScreen(<WithdrawScreen />);
    await screen.shows('탈퇴 전 꼭 확인해 주세요');
    expect(screen.text()).toContain('보유한 뷰티포인트 12,500P와 사용 가능한 쿠폰 3장이 모두 소멸되며');
    expect(screen.button('탈퇴하기').disabled).toBe(false);
  });

  test('an open order or claim keeps the member from leaving, and says where to look', async () => {
    api.callAccount.mockResolvedValue({ data: { ...INFO, openOrderCnt: 1, openClaimCnt: 2 } });
    const screen = await renderScreen(<WithdrawScreen />);
    await screen.shows('진행 중인 주문 1건, 취소·교환·반품·공병 수거 2건이 있어 지금은 탈퇴할 수 없습니다.');
    expect(screen.button('탈퇴하기').disabled).toBe(true);
  });

  test('a notice that could not load offers 다시 시도', async () => {
    api.callAccount.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ data: INFO });
    const screen = await renderScreen(<WithdrawScreen />);
    await screen.shows('탈퇴 안내를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.');
    await screen.click(screen.button('다시 시도'));
    await screen.shows('탈퇴 전 꼭 확인해 주세요');
  });
});
