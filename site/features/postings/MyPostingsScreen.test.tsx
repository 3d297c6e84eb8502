import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderScreen } from '#components/ui/testing/render-screen.tsx';
import type { MyPosting } from './posting-api';
import { MyPostingsScreen } from './MyPostingsScreen';
import { myPostingsLoader } from './posting-store';

const api = vi.hoisted(() => ({ fetchMyPostings: vi.fn(), fetchMyPosting: vi.fn() }));
vi.mock('./posting-api', () => api);

const REJECTED: MyPosting = {
  postingNo: 31,
  title: '녹차 토너 한 달 사용기',
  topic: '스킨케어',
  body: '아침저녁으로 썼어요.',
  media: [{ kind: 'IMAGE', url: '/media/posting/31-1.webp' }],
  products: [],
  status: 'REJECTED',
  rejectReason: '상품 사진이 흐립니다.',
  regDttm: '20261120103000',
  updDttm: null,
  publishedDttm: null,
};
const EDITOR = { editorNo: 'E0012', nickNm: '녹차러버' };

beforeEach(() => {
  vi.clearAllMocks();
  myPostingsLoader.reset();
});

describe('내 포스팅', () => {
  test("an editor sees their postings with a rejection's reason and 포스팅 쓰기", async () => {
    api.fetchMyPostings.mockResolvedValue({ editor: EDITOR, items: [REJECTED], totalCnt: 1, pageSize: 10 });
    const screen = await renderScreen(<MyPostingsScreen />);
    await screen.shows('내 포스팅 1개');
    expect(screen.text()).toContain('에디터 녹차러버 (E0012)');
    expect(screen.text()).toContain('녹차 토너 한 달 사용기');
    expect(screen.text()).toContain('상품 사진이 흐립니다.');
    expect(screen.host.querySelector('a[href$="/cu/mypage/posting/regist"]')?.textContent).toBe('포스팅 쓰기');
    expect(screen.host.querySelector('nav')).toBeNull();
  });

  test('a member who is not an editor is told where to go instead', async () => {
    api.fetchMyPostings.mockResolvedValue({ editor: null, items: [], totalCnt: 0, pageSize: 10 });
    const screen = await renderScreen(<MyPostingsScreen />);
    await screen.shows('에디터만 포스팅을 쓸 수 있습니다');
    expect(screen.text()).toContain('1:1 문의');
  });

  test('a list that could not load offers 다시 시도', async () => {
    api.fetchMyPostings.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ editor: EDITOR, items: [], totalCnt: 0, pageSize: 10 });
    const screen = await renderScreen(<MyPostingsScreen />);
    await screen.shows('포스팅을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.');
    await screen.click(screen.button('다시 시도'));
    await screen.shows('아직 쓴 포스팅이 없습니다');
    expect(api.fetchMyPostings).toHaveBeenNthCalledWith(2, 1);
  });
});
