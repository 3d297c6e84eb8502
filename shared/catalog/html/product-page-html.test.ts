import { describe, expect, it } from 'vitest';
import { TONER_CARD } from '#shared/testing/toner-card';
import type { ProductDetail } from '#shared/schemas/display-calls';
import type { ReviewSummary } from '#shared/schemas/review-calls';
import { offSaleHtml } from './off-sale-html';
import { productPageHtml } from './product-page-html';

const NASTY = `<script>alert(1)</script> "따옴표" & 'A&B'`;

/** The fixture toner with what an operator typed, markup and quotes among it, in its names and copy. */
const PAGE_PRODUCT: ProductDetail = {
  ...TONER_CARD,
  prdNm: `제주 녹차 토너 ${NASTY}`,
  brandNm: `녹차숍 & "랩"`,
  reviewCnt: 2,
  imageAlt: `토너 "앞면"`,
  summary: `요약 ${NASTY}`,
  description: `설명 ${NASTY}`,
  maxBuyQty: 5,
  regDttm: '20260101090000',
  salesCnt: 500,
  options: [
    { inmOptnPrdNo: '20000000101', prdOptnNm: `150ml ${NASTY}`, prdCd: 'NKCHA0000011', cnsmAmt: 20000, saleAmt: 16000, stock: 12, soldOutYn: 'N' },
    { inmOptnPrdNo: '20000000102', prdOptnNm: '300ml', prdCd: 'NKCHA0000012', cnsmAmt: 30000, saleAmt: 24000, stock: 0, soldOutYn: 'Y' },
  ],
  images: [
    { url: '/images/products/100000001-0.svg', alt: `토너 "앞면"`, svg: '' },
    { url: '/images/products/100000001-1.svg', alt: '뒷면', svg: '' },
  ],
  disclosure: {
    capacity: '150ml',
    skinType: '모든 피부',
    expiryInfo: '36개월',
    usageInfo: '펴 바릅니다.',
    manufacturer: `(주)녹차 ${NASTY}`,
    originCountry: '대한민국',
    ingredients: '정제수 & 글리세린',
    functionalInfo: '해당 없음',
    caution: '주의',
    qualityStd: '기준',
    csPhone: '080-023-2026',
  },
};

const PAGE_REVIEWS: ReviewSummary = {
  inmPrdNo: '100000001',
  reviewCnt: 2,
  ratingAvg: 4.5,
  starCnts: [1, 1, 0, 0, 0],
  photoReviewCnt: 0,
  photos: [],
  latest: [],
};

describe('the product page renderer', () => {
  const html = productPageHtml(PAGE_PRODUCT, PAGE_REVIEWS);

  it('escapes every value an operator typed, in text and in attributes', () => {
    expect(html).not.toMatch(/<script>/);
    const name = '제주 녹차 토너 &lt;script&gt;alert(1)&lt;/script&gt; &quot;따옴표&quot; &amp; &#39;A&amp;B&#39;';
    expect(html).toContain(`<h1 class="pd__name" data-only="pc">${name}</h1><h2 class="pd__name" data-only="mobile">${name}</h2>`);
    expect(html).toContain('<p class="pd__brand">녹차숍 &amp; &quot;랩&quot;</p>');
    expect(html).toContain('<p class="pd__summary">요약 &lt;script&gt;');
    expect(html).toContain('<span class="option__name">150ml &lt;script&gt;alert(1)&lt;/script&gt; &quot;따옴표&quot; &amp;');
    expect(html).toContain('<td>(주)녹차 &lt;script&gt;');
    expect(html).toContain('<td>정제수 &amp; 글리세린</td>');
    expect(html).toContain('alt="토너 &quot;앞면&quot;"');
    // The shopping log and view_item read these back as JSON.
    const logCard = /data-log-card="([^"]*)"/
      .exec(html)![1]
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(JSON.parse(logCard)).toMatchObject({ inmPrdNo: '100000001', prdNm: PAGE_PRODUCT.prdNm, brandNm: PAGE_PRODUCT.brandNm, saleAmt: 16000 });
    expect(html).toContain('data-view-item="{&quot;item_id&quot;:&quot;NK0000001&quot;');
  });

  it('carries the hooks the page script, the cart and the reviews find', () => {
    expect(html).toMatch(/^<article class="pd" data-product-page data-log-card="/);
    const hooks = [
      '<div class="purchase" data-purchase data-buy-rule="ANY" data-product-code="NK0000001">',
      '<input type="radio" name="inmOptnPrdNo" value="20000000102" data-option-input data-live-option="20000000102" data-live-field="soldOut" disabled>',
      'data-qty-step="-1"',
      'max="5" value="1" data-qty-input',
      'data-wish-toggle data-inm-prd-no="100000001"',
      'data-purchase-action="cart"',
      '<button type="button" class="button button--primary" data-purchase-action="buy" data-live="100000001" data-live-field="buyable">바로구매</button>',
      '<div class="rv-sum" data-review-summary="100000001"><div class="rv-sum__score"><strong class="rv-sum__avg">4.5</strong>',
      '<div class="rv-list" data-review-list="100000001" data-product-code="NK0000001">',
      '<p class="pd__rating" data-review-line="100000001">',
      '<section class="pd-section rv" id="reviews" aria-labelledby="pd-reviews">',
    ];
    for (const hook of hooks) expect(html).toContain(hook);
  });

  it('loads the main image at once with its size, the thumbnails lazily', () => {
    expect(html).toContain(
      '<img data-gallery-main src="/images/products/100000001-0.svg" alt="토너 &quot;앞면&quot;" width="480" height="480" loading="eager" fetchpriority="high"',
    );
    expect(html.match(/loading="lazy"/g)).toHaveLength(2);
    expect(html).toContain('aria-pressed="true" aria-label="1번째 이미지 보기"');
  });

  it('shows the trail, the price, the sold-out mark only when sold out, and the hot deal when one runs', () => {
    expect(html).toContain('<nav class="breadcrumb" aria-label="현재 위치"><ol><li><a href="/kr/ko">홈</a></li>');
    expect(html).toContain('aria-current="page">제주 녹차 토너 &lt;script&gt;');
    expect(html).toContain('<strong class="price__sale" data-live="100000001" data-live-field="saleAmt">16,000원</strong>');
    expect(html).toContain('data-live-field="soldOut" hidden>품절</span>');
    expect(html).not.toContain('pd__deal');
    const soldOut = productPageHtml({ ...PAGE_PRODUCT, soldOutYn: 'Y', hotDealEndDttm: '20261201235959' }, PAGE_REVIEWS);
    expect(soldOut).toContain('<span class="pd-soldout" data-live="100000001" data-live-field="soldOut">품절</span>');
    expect(soldOut).toMatch(/data-purchase-action="buy"[^>]* disabled>/);
    expect(soldOut).toContain('<p class="pd__deal">특가 <span class="deal-timer" role="timer"');
  });

  it('picks the only buyable option and leaves 장바구니 out for a 바로구매-only product', () => {
    const single = productPageHtml({ ...PAGE_PRODUCT, buyRule: 'DIRECT_ONLY', options: [PAGE_PRODUCT.options[0]] }, PAGE_REVIEWS);
    expect(single).toContain('value="20000000101" data-option-input data-live-option="20000000101" data-live-field="soldOut" checked>');
    expect(single).not.toContain('data-purchase-action="cart"');
    expect(single).toContain('녹차클럽 키트는 바로구매로만 구매할 수 있습니다.');
    expect(single).toContain('class="purchase__buttons purchase__buttons--direct"');
  });

  it('invites the first review when there is none', () => {
    const none = productPageHtml(PAGE_PRODUCT, { ...PAGE_REVIEWS, reviewCnt: 0, ratingAvg: 0, starCnts: [0, 0, 0, 0, 0] });
    expect(none).toContain('아직 리뷰가 없습니다. 첫 리뷰의 주인공이 되어 주세요.');
  });
});

describe('the off-sale screen', () => {
  it('says the product is no longer sold, shows it, and leads to its list and the main page, with nothing to buy', () => {
    const html = offSaleHtml(PAGE_PRODUCT);
    expect(html).toContain('<h1 id="pd-gone-title" class="pd-gone__title">판매가 중지된 상품입니다</h1>');
    expect(html).toContain('<span class="pd-gone__brand">녹차숍 &amp; &quot;랩&quot;</span> 제주 녹차 토너 &lt;script&gt;');
    expect(html).toContain('<img src="/images/products/100000001-0.svg" alt="토너 &quot;앞면&quot;"');
    expect(html).toContain(
      `href="/kr/ko/dp/product-list?catNm=${encodeURIComponent('스킨케어')}&amp;subCatNm=${encodeURIComponent('스킨/토너')}">스킨/토너 상품 보기</a>`,
    );
    expect(html).toContain('<a class="button" href="/kr/ko">홈으로</a>');
    expect(html).not.toMatch(/data-purchase|<script>/);
  });
});
