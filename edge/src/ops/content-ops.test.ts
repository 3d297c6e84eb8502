import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { toDttm14 } from '#shared/format';
import { callGateway } from '../testing/gateway-call';
import { callOps as callAnyOps, opsData as dataOf } from '../testing/ops-call';

const callOps = (path: string, body: unknown) => callAnyOps(`content/${path}`, body);
const shopper = (call: string, body: unknown) => callGateway('POST', `/cu/support/v1/${call}`, { body: JSON.stringify(body) });

interface Notice {
  noticeNo: number;
  title: string;
  pinnedYn: string;
  status: string;
  publishedDttm: string;
}

describe('the content team’s notices', () => {
  it('writes a notice that shoppers read at once, pins it, hides it and deletes it', async () => {
    const written = await dataOf<Notice>(await callOps('notices/save', { title: '설 연휴 배송 안내', body: '## 배송\n\n- 1월 27일부터 쉽니다.' }));
    expect(written).toMatchObject({ title: '설 연휴 배송 안내', pinnedYn: 'N', status: 'PUBLISHED' });
    const read = await dataOf<{ notice: { body: string } }>(await shopper('getNotice', { noticeNo: written.noticeNo }));
    expect(read.notice.body).toBe('## 배송\n\n- 1월 27일부터 쉽니다.');

    await callOps('notices/save', { ...written, pinnedYn: 'Y', body: '바뀐 내용' });
    const listed = await dataOf<{ pinned: Notice[] }>(await shopper('getNoticeList', {}));
    expect(listed.pinned.map((notice) => notice.noticeNo)).toContain(written.noticeNo);

    await callOps('notices/save', { ...written, status: 'HIDDEN', body: '바뀐 내용' });
    expect((await shopper('getNotice', { noticeNo: written.noticeNo })).status).toBe(404);
    expect(await dataOf<Notice>(await callOps('notices/get', { noticeNo: written.noticeNo }))).toMatchObject({ status: 'HIDDEN', pinnedYn: 'N' });

    expect(await dataOf(await callOps('notices/delete', { noticeNo: written.noticeNo }))).toEqual({ deleted: true });
    const gone = await callOps('notices/get', { noticeNo: written.noticeNo });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ code: 'NOTICE_NOT_FOUND', message: '공지사항을 찾을 수 없습니다.' });
  });

  it('schedules a notice: shoppers see it only from its moment', async () => {
    const tomorrow = toDttm14(Date.now() + 86_400_000);
    const scheduled = await dataOf<Notice>(await callOps('notices/save', { title: '예약 공지', body: '내일 열립니다.', publishedDttm: tomorrow }));
    expect(scheduled.publishedDttm).toBe(tomorrow);
    expect((await shopper('getNotice', { noticeNo: scheduled.noticeNo })).status).toBe(404);
    // An edit that leaves the moment out keeps it.
    expect(await dataOf<Notice>(await callOps('notices/save', { noticeNo: scheduled.noticeNo, title: '예약 공지', body: '고침' }))).toMatchObject({
      publishedDttm: tomorrow,
    });
  });

  it('lists every notice for the console, pinned first, with a search, pages and the total', async () => {
    for (const title of ['콘솔목록 하나', '콘솔목록 둘', '콘솔목록 셋']) await callOps('notices/save', { title, body: '본문' });
    const page = await dataOf<{ items: Notice[]; total: number }>(await callOps('notices/list', { keyword: '콘솔목록', perPage: 2, page: 2 }));
    expect(page.total).toBe(3);
    expect(page.items.map((notice) => notice.title)).toEqual(['콘솔목록 하나']);
    const hidden = await dataOf<{ items: Notice[] }>(await callOps('notices/list', { status: 'HIDDEN', keyword: '콘솔목록' }));
    expect(hidden.items).toEqual([]);
  });

  it('refuses bad input in Korean and changes nothing', async () => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM notices').first<{ n: number }>();
    const empty = await callOps('notices/save', { title: ' ', body: '내용' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { title: '제목을 입력해 주세요.' } });
    expect((await callOps('notices/save', { title: 'x'.repeat(101), body: '내용' })).status).toBe(400);
    expect((await callOps('notices/save', { title: '제목', body: '내용', publishedDttm: '2026-12-01' })).status).toBe(400);
    expect((await callOps('notices/save', { noticeNo: 999_999, title: '제목', body: '내용' })).status).toBe(404);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM notices').first<{ n: number }>()).toEqual(before);
  });

  it('writes every change to the audit log, a new notice under its new number', async () => {
    const written = await dataOf<Notice>(await callOps('notices/save', { title: '감사 기록 공지', body: '본문' }));
    await callOps('notices/delete', { noticeNo: written.noticeNo });
    const { results } = await env.DB.prepare('SELECT action, before_json, after_json FROM audit_log WHERE target = ? ORDER BY audit_id')
      .bind(`notice:${written.noticeNo}`)
      .all<{ action: string; before_json: string | null; after_json: string | null }>();
    expect(results.map((row) => row.action)).toEqual(['/v1/content/notices/save', '/v1/content/notices/delete']);
    expect(JSON.parse(results[0].after_json!)).toMatchObject({ title: '감사 기록 공지' });
    expect(JSON.parse(results[1].before_json!)).toMatchObject({ title: '감사 기록 공지' });
    expect(results[1].after_json).toBeNull();
  });
});

interface Faq {
  faqNo: number;
  question: string;
  categoryCd: string;
  topYn: string;
  status: string;
}

describe('the content team’s FAQ', () => {
  it('writes a question that the FAQ search finds at once, puts it on the centre’s home, hides and deletes it', async () => {
    const written = await dataOf<Faq>(
      await callOps('faqs/save', { categoryCd: 'DELIVERY', question: '새벽배송 지역은 어디인가요?', answer: '서울 전역입니다.', topYn: 'Y', sortOrd: 1 }),
    );
    expect(written).toMatchObject({ categoryCd: 'DELIVERY', topYn: 'Y', status: 'PUBLISHED' });
    const found = await dataOf<{ items: Faq[] }>(await shopper('getFaqList', { keyword: 'ㅅㅂㅂㅅ' }));
    expect(found.items.map((faq) => faq.faqNo)).toContain(written.faqNo);
    const home = await dataOf<{ topFaqs: Faq[] }>(await callGateway('POST', '/cu/support/v1/getSupportHome', { body: '{}' }));
    expect(home.topFaqs.map((faq) => faq.faqNo)).toContain(written.faqNo);

    await callOps('faqs/save', { ...written, answer: '서울 전역입니다.', status: 'HIDDEN' });
    expect((await dataOf<{ items: Faq[] }>(await shopper('getFaqList', { keyword: '새벽배송' }))).items).toEqual([]);
    expect(await dataOf(await callOps('faqs/delete', { faqNo: written.faqNo }))).toEqual({ deleted: true });
    expect((await callOps('faqs/get', { faqNo: written.faqNo })).status).toBe(404);
  });

  it('lists by category for the console, and refuses an unknown category', async () => {
    await callOps('faqs/save', { categoryCd: 'ETC', question: '콘솔 FAQ 목록?', answer: '네.' });
    const listed = await dataOf<{ items: Faq[]; total: number }>(await callOps('faqs/list', { categoryCd: 'ETC', keyword: '콘솔 FAQ' }));
    expect(listed.items.map((faq) => faq.question)).toEqual(['콘솔 FAQ 목록?']);
    expect(listed.total).toBe(1);
    expect((await callOps('faqs/save', { categoryCd: 'NOPE', question: '질문', answer: '답' })).status).toBe(400);
    // Across categories, in the customer centre's order: 회원 before 기타.
    await callOps('faqs/save', { categoryCd: 'MEMBER', question: '콘솔 FAQ 회원?', answer: '네.' });
    const all = await dataOf<{ items: Faq[] }>(await callOps('faqs/list', { keyword: '콘솔 FAQ' }));
    expect(all.items.map((faq) => faq.categoryCd)).toEqual(['MEMBER', 'ETC']);
  });
});
