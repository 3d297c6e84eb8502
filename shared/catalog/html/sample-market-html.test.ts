import { describe, expect, it } from 'vitest';
import type { SampleMarketItem } from '#shared/schemas/campaign-calls';
import type { ProductCard } from '#shared/schemas/display-calls';
import { sampleMarketHtml } from './sample-market-html';

const PRODUCT = { productCode: 'NK0000001', brandNm: '봄 & "담소"', imageUrl: '/images/products/100000001-0.svg', imageAlt: '크림 <대표>' } as ProductCard;
const ITEM: SampleMarketItem = {
  sampleId: 7,
  sampleNm: `<script>alert(1)</script> "미니" & 'tint'`,
  priceType: 'POINT',
  price: 1500,
  stock: 1200,
  soldOutYn: 'N',
  perCustLimit: 2,
  startDttm: '20261101000000',
  endDttm: '20261130235959',
  status: 'ONGOING',
  product: PRODUCT,
};

describe('the sample market renderer', () => {
  it('escapes the sample, brand and image names, and prints the period for the browser', () => {
    const html = sampleMarketHtml([ITEM]);
    expect(html).not.toContain('<script>');
    expect(html).toContain('<span class="pcard__name" id="sample-7">&lt;script&gt;alert(1)&lt;/script&gt; &quot;미니&quot; &amp; &#39;tint&#39;</span>');
    expect(html).toContain('<span class="pcard__brand">봄 &amp; &quot;담소&quot;</span>');
    expect(html).toContain('alt="크림 &lt;대표&gt;"');
    expect(html).toContain('data-period-start="1793458800000" data-period-end="1796050799000" data-sold-out="N"');
    expect(html).toContain('1,500P</span>');
    expect(html).toContain('남은 수량 1,200개 · 1인 2개');
    expect(html).toMatch(
      /<button type="button" class="button button--primary" data-sample-apply="7" data-period-action data-action-label="신청" aria-describedby="sample-7">신청<\/button>/,
    );
  });

  it('disables 신청 for a sold-out or upcoming sample, and says when there are none', () => {
    expect(sampleMarketHtml([{ ...ITEM, stock: 0, soldOutYn: 'Y' }])).toMatch(/aria-describedby="sample-7" disabled>품절<\/button>/);
    expect(sampleMarketHtml([{ ...ITEM, status: 'UPCOMING', priceType: 'WON' }])).toMatch(/disabled>오픈 예정<\/button>/);
    expect(sampleMarketHtml([])).toContain('지금 준비된 샘플이 없습니다.');
  });
});
