import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderScreen } from '#components/ui/testing/render-screen.tsx';
import type { Inquiry } from './inquiry-api';
import { inquiryOrdersLoader, myInquiriesLoader } from './inquiry-store';
import { MyInquiriesScreen } from './MyInquiriesScreen';

const api = vi.hoisted(() => ({
  fetchInquiryOrders: vi.fn(),
  fetchMyInquiries: vi.fn(),
  registerInquiry: vi.fn(),
  modifyInquiry: vi.fn(),
  deleteInquiry: vi.fn(),
}));
const told = vi.hoisted(() => ({ tell: vi.fn(), ask: vi.fn() }));
vi.mock('./inquiry-api', () => api);
vi.mock('#components/ui/tell.ts', () => told);

const WAITING: Inquiry = {
  inquiryNo: 5,
  categoryCd: 'BENEFIT',
  typeCd: 'QUESTION',
  formCd: 'FULL',
  title: '포인트 소멸일 문의',
  content: '지난달 받은 포인트가 언제 소멸되는지 알고 싶어요.',
  ordNo: null,
  images: [],
  status: 'RECEIVED',
  answer: null,
  answeredDttm: null,
  createdDttm: '20261127090000',
};

beforeEach(() => {
  vi.clearAllMocks();
  inquiryOrdersLoader.reset();
  myInquiriesLoader.reset();
  api.fetchInquiryOrders.mockResolvedValue([]);
  told.ask.mockResolvedValue(true);
});

describe('1:1 문의', () => {
  test("the member's inquiries with their state; a deleted one goes with a toast", async () => {
    api.fetchMyInquiries.mockResolvedValueOnce({ items: [WAITING], totalCnt: 1, pageSize: 10 }).mockResolvedValueOnce({ items: [], totalCnt: 0, pageSize: 10 });
    api.deleteInquiry.mockResolvedValue('문의가 삭제되었습니다.');
    const screen = await renderScreen(<MyInquiriesScreen />);
    await screen.shows('나의 문의 내역 1건');
    expect(screen.text()).toContain('접수');
    await screen.click(screen.button('포인트 소멸일 문의'));
    await screen.click(screen.button('삭제'));
    expect(told.ask).toHaveBeenCalledWith(expect.objectContaining({ title: '문의 삭제', text: '문의를 삭제할까요?' }));
    expect(api.deleteInquiry).toHaveBeenCalledWith(5);
    expect(told.tell).toHaveBeenCalledWith('문의가 삭제되었습니다.', 'toast');
    await screen.shows('문의 내역이 없습니다');
  });

  test('the screen that could not load offers 다시 시도', async () => {
    api.fetchInquiryOrders.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce([]);
    api.fetchMyInquiries.mockResolvedValue({ items: [], totalCnt: 0, pageSize: 10 });
    const screen = await renderScreen(<MyInquiriesScreen />);
    await screen.shows('문의 화면을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.');
    await screen.click(screen.button('다시 시도'));
    await screen.shows('나의 문의 내역 0건');
    expect(screen.button('문의하기')).toBeDefined();
  });
});
