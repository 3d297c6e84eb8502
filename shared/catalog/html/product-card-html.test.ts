import { describe, expect, it } from 'vitest';
import type { ProductCard } from '#shared/schemas/display-calls';
import { productCardHtml, productGridHtml } from './product-card-html';

const CARD: ProductCard = {
  inmPrdNo: '100000001',
  productCode: 'P"1&',
  prdNm: '<script>alert(1)</script> "수분" & 크림',
  brandCd: 'BR001',
  brandNm: '봄날 & 연구소',
  catNm: '스킨케어',
  subCatNm: '크림',
  cnsmAmt: 30000,
  saleAmt: 25500,
  dcRate: 15,
  badges: ['BEST', 'HOT'],
  soldOutYn: 'N',
  reviewCnt: 1234,
  ratingAvg: 4.56,
  imageUrl: '/images/products/100000001-0.svg',
  imageAlt: '크림 "병"',
  hotDealEndDttm: '20261201235959',
  buyRule: 'ANY',
};

describe('the product card renderer', () => {
  it('escapes every value an operator typed, in text and in attributes', () => {
    const html = productCardHtml(CARD, { index: 3 });
    expect(html).not.toContain('<script>');
    expect(html).toContain('<span class="pcard__name">&lt;script&gt;alert(1)&lt;/script&gt; &quot;수분&quot; &amp; 크림</span>');
    expect(html).toContain('href="/kr/ko/dp/product/P%221%26"');
    expect(html).toContain('alt="크림 &quot;병&quot;"');
    expect(html).toContain('data-item="{&quot;item_id&quot;:&quot;P\\&quot;1&amp;&quot;');
    expect(html).toContain('&quot;index&quot;:3}');
  });

  it('shows the price, badges, rating, and the buttons a shopper can press', () => {
    const html = productCardHtml(CARD, { index: 1 });
    expect(html).toContain('<span class="price__rate" data-live="100000001" data-live-field="dcRate">15%</span>');
    expect(html).toContain('<del class="price__list" data-live="100000001" data-live-field="cnsmAmt">30,000원</del>');
    expect(html).toContain('<strong class="price__sale" data-live="100000001" data-live-field="saleAmt">25,500원</strong>');
    expect(html).toContain('<span class="badge badge--best">베스트</span><span class="badge badge--hot">특가</span>');
    expect(html).toContain('4.6 <span>(리뷰 1,234)</span>');
    expect(html).toContain('data-live-field="soldOut" hidden>품절</span>');
    expect(html).toMatch(/<button type="button" class="pcard__cart"[^>]*aria-label="[^"]+ 장바구니 담기">담기<\/button>/);
    expect(html).not.toContain('deal-timer');
  });

  it('marks a sold-out card, and leaves out 담기 for a product sold only by 바로구매', () => {
    const soldOut = productCardHtml({ ...CARD, soldOutYn: 'Y', dcRate: 0, reviewCnt: 0 }, { index: 1 });
    expect(soldOut).toContain('data-live-field="soldOut">품절</span>');
    expect(soldOut).toMatch(/class="pcard__cart"[^>]* disabled /);
    expect(soldOut).toContain('data-live-field="dcRate" hidden>0%');
    expect(soldOut).not.toContain('pcard__rating');
    expect(productCardHtml({ ...CARD, buyRule: 'DIRECT_ONLY' }, { index: 1 })).not.toContain('pcard__cart');
  });

  it('loads the first images at once, ranks and counts places across pages', () => {
    const html = productGridHtml([CARD, { ...CARD, inmPrdNo: '100000002' }], {
      label: '베스트 "TOP"',
      listId: 'best',
      firstIndex: 21,
      eagerCount: 1,
      ranked: true,
      showDeal: true,
    });
    expect(html).toMatch(/^<ul class="product-grid" aria-label="베스트 &quot;TOP&quot;" data-item-list="\{&quot;item_list_id&quot;:&quot;best&quot;/);
    expect(html.match(/loading="eager" fetchpriority="high"/g)).toHaveLength(1);
    expect(html.match(/loading="lazy"/g)).toHaveLength(1);
    expect(html).toContain('<span class="visually-hidden">순위</span>2</span>');
    expect(html).toContain('&quot;index&quot;:22}');
    expect(html).toContain('data-deal-end="20261201235959">2026년 12월 1일 오후 11:59 종료</span>');
  });
});
