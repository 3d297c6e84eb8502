import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedStatements } from '#shared/seeds/support';
import { callGateway, expectJson } from '#edge/testing/gateway-call';
import { okData } from '../cart/cart-test-support';

const DAY_MS = 86_400_000;
const support = (verb: string, body?: unknown) =>
  callGateway('POST', `/cu/support/v1/${verb}`, { body: body === undefined ? undefined : JSON.stringify(body) });

interface NoticeList {
  pinned: { noticeNo: number; title: string }[];
  items: { noticeNo: number; title: string }[];
  totalCnt: number;
}

beforeAll(async () => {
  for (const statement of seedStatements({ now: Date.now() })) await env.DB.prepare(statement).run();
  // A notice scheduled for tomorrow and a hidden one are not shown.
  const later = Date.now() + DAY_MS;
  await env.DB.prepare("INSERT INTO notices (notice_no, title, body, published_at, created_at, updated_at) VALUES (90, '내일 공지', '아직', ?1, ?1, ?1)")
    .bind(later)
    .run();
  await env.DB.prepare(
    "INSERT INTO notices (notice_no, title, body, status, published_at, created_at, updated_at) VALUES (91, '숨긴 공지', '숨김', 'HIDDEN', 1, 1, 1)",
  ).run();
});

describe('notices', () => {
  it('lists pinned notices first and the rest newest first, ten a page', async () => {
    const first = await okData<NoticeList>(support('getNoticeList', {}));
    expect(first.pinned.map((notice) => notice.noticeNo)).toEqual([1, 2]);
    expect(first.items.map((notice) => notice.noticeNo)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(first.totalCnt).toBe(10);
    const second = await okData<NoticeList>(support('getNoticeList', { page: 2 }));
    expect(second.items).toEqual([]);
    expect(second.pinned).toHaveLength(2);
  });

  it('finds notices by words of their title or body', async () => {
    expect((await okData<NoticeList>(support('getNoticeList', { keyword: '포인트 지급' }))).items.map((notice) => notice.title)).toEqual([
      '리뷰 포인트 지급 기준 변경 안내',
    ]);
    expect((await okData<NoticeList>(support('getNoticeList', { keyword: '도서 산간' }))).items.map((notice) => notice.noticeNo)).toEqual([7]);
    expect((await okData<NoticeList>(support('getNoticeList', { keyword: '100%' }))).totalCnt).toBe(0);
  });

  it('lists only the pinned notices a search finds', async () => {
    const delivery = await okData<NoticeList>(support('getNoticeList', { keyword: '배송' }));
    expect(delivery.pinned.map((notice) => notice.noticeNo)).toEqual([1]);
    expect(delivery.items.map((notice) => notice.noticeNo)).toEqual([6, 7]);
    expect(delivery.totalCnt).toBe(2);
    const none = await okData<NoticeList>(support('getNoticeList', { keyword: '도서 산간' }));
    expect(none.pinned).toEqual([]);
  });

  it('shows a notice with its previous and next, and answers 404 for a hidden, future or unknown one', async () => {
    const seen = await okData<{ notice: { title: string; body: string }; prev: { noticeNo: number } | null; next: { noticeNo: number } | null }>(
      support('getNotice', { noticeNo: 4 }),
    );
    expect(seen.notice.title).toBe('공병 수거 캠페인 참여 매장 확대');
    expect(seen.prev?.noticeNo).toBe(5);
    // Pinned notices take their place by date too: the next newer one is the pinned 2.
    expect(seen.next?.noticeNo).toBe(2);
    for (const noticeNo of [90, 91, 999]) {
      await expectJson(await support('getNotice', { noticeNo }), 404, { code: 'NOTICE_NOT_FOUND', message: '공지사항을 찾을 수 없습니다.' });
    }
  });
});

describe('FAQ', () => {
  const faq = async (body: object) => (await okData<{ items: { faqNo: number; categoryCd: string }[] }>(support('getFaqList', body))).items;

  it('lists a category in its order and finds words in questions and answers', async () => {
    expect((await faq({ categoryCd: 'DELIVERY' })).map((item) => item.faqNo)).toEqual([8, 9, 10]);
    expect((await faq({ keyword: '환불' })).map((item) => item.faqNo)).toEqual([13]);
    expect((await faq({ keyword: '공병 수거' })).map((item) => item.faqNo)).toEqual([18]);
  });

  it('finds Korean 초성, alone or with a category', async () => {
    const found = await faq({ keyword: 'ㅂㅅㅂ' });
    expect(found.map((item) => item.faqNo)).toContain(9);
    expect((await faq({ categoryCd: 'CLAIM', keyword: 'ㅎㅂ' })).map((item) => item.faqNo)).toEqual([13]);
  });

  it('gives the centre’s home its top questions and the latest notices', async () => {
    const home = await okData<{ topFaqs: { faqNo: number }[]; latestNotices: { noticeNo: number }[] }>(support('getSupportHome'));
    expect(home.topFaqs.map((item) => item.faqNo).sort((a, b) => a - b)).toEqual([1, 5, 8, 11, 14]);
    expect(home.latestNotices.map((notice) => notice.noticeNo)).toEqual([1, 3, 2, 4, 5]);
  });
});
