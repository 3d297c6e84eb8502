import { describe, expect, it } from 'vitest';
import { faqHtml, noticeHtml, noticeListHtml, supportHomeHtml } from './support-html';

const brief = (noticeNo: number, pinnedYn: 'Y' | 'N', title: string) => ({ noticeNo, pinnedYn, title, publishedDttm: '20261120093000' });

describe('the customer centre’s markup', () => {
  it('lists pinned notices first with links that keep the search, and escapes what was typed', () => {
    const html = noticeListHtml(
      { pinned: [brief(1, 'Y', '설 연휴 안내')], items: [brief(3, 'N', '<b>점검</b> 안내')], totalCnt: 11, page: 1, pageSize: 10 },
      '"><script>',
    );
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;"');
    expect(html).not.toContain('<script>');
    expect(html.indexOf('설 연휴 안내')).toBeLessThan(html.indexOf('점검'));
    expect(html).toContain('&lt;b&gt;점검&lt;/b&gt; 안내');
    expect(html).toContain('href="/kr/ko/cu/support/notice?noticeNo=1&amp;keyword=%22%3E%3Cscript%3E"');
    expect(html).toContain('<span>1 / 2</span><a href="/kr/ko/cu/support/notice?page=2&amp;keyword=%22%3E%3Cscript%3E">다음</a>');
    expect(html).toContain('<time datetime="2026-11-20">2026년 11월 20일</time>');
    // The pinned notice is listed too, so it is counted.
    expect(html).toContain('12건</p>');
  });

  it('draws a notice with its neighbours, saying when there is none', () => {
    const html = noticeHtml({ notice: { ...brief(4, 'N', '공병 수거'), body: '## 안내\n- 매장 확대' }, prev: brief(5, 'N', '점검'), next: null }, '');
    expect(html).toContain('<h3>안내</h3><ul><li>매장 확대</li></ul>');
    expect(html).toContain('<li><span>다음 글</span><span>없습니다</span></li>');
    expect(html).toContain('<a href="/kr/ko/cu/support/notice?noticeNo=5">점검</a>');
  });

  it('marks the chosen FAQ category and keeps it in the search', () => {
    const html = faqHtml([{ faqNo: 13, categoryCd: 'CLAIM', question: '환불은 언제 되나요?', answer: '3영업일 안에 환불됩니다.' }], 'CLAIM', 'ㅎㅂ');
    expect(html).toContain('<a href="/kr/ko/cu/support/faq?categoryCd=CLAIM&amp;keyword=%E3%85%8E%E3%85%82" aria-current="page">취소/교환/반품</a>');
    expect(html).toContain('<input type="hidden" name="categoryCd" value="CLAIM">');
    expect(html).toContain('<details class="faq-item"><summary><span class="faq-item__category">취소/교환/반품</span> 환불은 언제 되나요?</summary>');
  });

  it('draws the centre’s home with its phone, shortcuts, top questions and latest notices', () => {
    const html = supportHomeHtml(
      { topFaqs: [{ faqNo: 8, categoryCd: 'DELIVERY', question: '배송은 얼마나 걸리나요?', answer: '1~2일' }], latestNotices: [brief(1, 'Y', '설 연휴 안내')] },
      { phone: '1588-7720', hours: '평일 09:00~18:00' },
    );
    expect(html).toContain('<a href="tel:1588-7720">1588-7720</a>');
    expect(html).toContain('<a href="/kr/ko/cu/support/contact">1:1 문의</a>');
    expect(html).toContain('<a href="/kr/ko/or/order-list">주문/배송 조회</a>');
    expect(html).toContain('배송은 얼마나 걸리나요?');
    expect(html).toContain('<a href="/kr/ko/cu/support/notice?noticeNo=1"><span class="notice-badge">공지</span> 설 연휴 안내</a>');
  });
});
