import { describe, expect, it } from 'vitest';
import type { Posting } from '../schemas/campaign-calls';
import { postingHtml, postingListHtml } from './posting-html';

const posting = (fields: Partial<Posting> = {}): Posting => ({
  postingId: 7,
  editorNo: 'ED0009',
  editorNickNm: '<b>수분</b>요정',
  title: '"><script>alert(1)</script>',
  topic: '스킨케어',
  paragraphs: ['첫 문단 <img src=x onerror=alert(1)>', '둘째 문단'],
  image: null,
  media: [{ kind: 'IMAGE', url: '/uploads/posting-image/abc.png' }],
  publishedDttm: '20261124093000',
  products: [],
  ...fields,
});

describe('editor posting markup', () => {
  it('escapes everything an editor wrote, on the list and on the posting page', () => {
    for (const html of [postingListHtml({ items: [posting()], total: 1, page: 1, size: 12 }, undefined), postingHtml(posting())]) {
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<b>수분</b>');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).toContain('에디터 &lt;b&gt;수분&lt;/b&gt;요정 · <time datetime="2026-11-24">2026년 11월 24일</time>');
    }
  });

  it('links each card to its page, marks the chosen topic and pages by 12 keeping the topic', () => {
    const html = postingListHtml({ items: [posting()], total: 25, page: 2, size: 12 }, '스킨케어');
    expect(html).toContain('href="/kr/ko/dp/posting-list?postingId=7"');
    expect(html).toContain(`href="/kr/ko/dp/posting-list?topic=${encodeURIComponent('스킨케어')}" aria-current="page"`);
    expect(html).toContain('총 25개의 포스팅');
    expect(html).toContain(`<span>2 / 3</span><a href="/kr/ko/dp/posting-list?page=3&amp;topic=${encodeURIComponent('스킨케어')}">다음</a>`);
    expect(postingListHtml({ items: [], total: 0, page: 1, size: 12 }, undefined)).toContain('아직 게시된 포스팅이 없습니다.');
  });

  it('plays a video on the posting page, shows its first frame on the card, and lists the products with prices', () => {
    const video = posting({
      media: [{ kind: 'VIDEO', url: '/uploads/posting-video/v1.mp4' }],
      products: [{ productCode: 'NK0000001', prdNm: '제주 녹차 토너', saleAmt: 12500, imageUrl: '/images/p/1.svg' } as Posting['products'][number]],
    });
    expect(postingListHtml({ items: [video], total: 1, page: 1, size: 12 }, undefined)).toContain(
      '<video class="posting-card__image" src="/uploads/posting-video/v1.mp4#t=0.1"',
    );
    const page = postingHtml(video);
    expect(page).toContain('<video class="posting-page__media" src="/uploads/posting-video/v1.mp4" controls');
    expect(page).toContain('<a href="/kr/ko/dp/product/NK0000001">');
    expect(page).toContain('<strong>12,500원</strong>');
  });
});
