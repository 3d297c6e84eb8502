import { describe, expect, it } from 'vitest';
import { detectDevice } from '#shared/device';
import type { DrawnPage } from '../catalog-pages';
import { compileShell, fillTemplate } from '../catalog-pages/fill-shell';
import type { RenderedPage } from '../catalog-pages/rendered-page';
import { keptVariant } from './kept-variant';
import type { VariantOptions } from './layout-rewriter';

// A page drawn on a miss is filled into its shell as rewritten for the layout; a kept copy is
// rewritten whole. Both must give a visitor the same document.
const SHELL =
  '<!doctype html><html lang="ko" data-page-type="PRODUCT_LIST"><head><title>상품 목록 | 녹차숍</title>' +
  '<meta name="description" content="목록"><link rel="canonical" href="https://www.nokcha.shop/kr/ko/dp/product-list">' +
  '<meta property="og:type" content="website"><meta property="og:title" content="목록"><meta property="og:description" content="목록">' +
  '<meta property="og:url" content="https://www.nokcha.shop/kr/ko/dp/product-list"><meta property="og:image" content="https://www.nokcha.shop/favicon.svg"></head>' +
  '<body><header><p data-only="pc">PC 머리말</p><p data-only="mobile">모바일 머리말</p><a data-web-only href="/kr/ko/app">앱 받기</a>' +
  '<a data-app-download href="/kr/ko/app">앱 설치</a><h1 data-page-heading data-only="pc">상품 목록</h1><strong data-page-heading data-only="mobile">상품 목록</strong></header>' +
  '<details data-open-on-pc><summary>필터</summary></details><main><div data-catalog-slot></div></main>' +
  '<footer><a data-cs-phone href="tel:1588-0000">1588-0000</a> <span data-cs-hours>평일</span></footer></body></html>';

const UA = {
  phone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
  pc: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  app: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 NokchaApp/6.4.0',
};

const options = (userAgent: string): VariantOptions => ({
  device: detectDevice(new Headers({ 'User-Agent': userAgent })),
  environment: 'prd',
  deviceRefresh: false,
  cs: { phone: '02-123-4567', hours: '평일 10:00-17:00' },
  tags: { tagManager: { src: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST' } },
});

const page = (html: string, heading?: string): RenderedPage => ({
  html,
  generation: 7,
  head: {
    title: '"수분" <크림> & 토너',
    description: '설명 &copy 2026',
    canonicalPath: '/kr/ko/dp/product-list?catNm=%EC%8A%A4',
    imagePath: heading ? undefined : '/images/products/1-0.svg',
    jsonLd: [(origin) => ({ '@type': 'BreadcrumbList', url: `${origin}/kr/ko` })],
    heading,
  },
});

let copies = 0;
/** The visitor's document both ways: from the drawn parts, and by rewriting the filled copy. */
async function bothWays(rendered: RenderedPage, userAgent: string): Promise<[string, string]> {
  const template = await compileShell(SHELL);
  const drawn: DrawnPage = { shell: { path: '/kr/ko/dp/product-list/index.html', html: SHELL, template }, rendered };
  const body = fillTemplate(template, rendered);
  copies += 1;
  const fast = await keptVariant(`drawn-${copies}`, body, options(userAgent), drawn);
  const whole = await keptVariant(`kept-${copies}`, body, options(userAgent));
  return [fast, whole];
}

describe('a page drawn on a miss, in the visitor’s layout', () => {
  const LIST = '<ul class="grid"><li><a href="/kr/ko/dp/product/A1">&lt;script&gt; "크림" &amp; 토너</a><span>12,500원</span></li></ul>';

  for (const [name, userAgent] of Object.entries(UA)) {
    it(`is the document a kept copy gives on a ${name}`, async () => {
      const [fast, whole] = await bothWays(page(LIST), userAgent);
      expect(fast).toBe(whole);
      expect(fast).toContain(LIST);
      expect(fast).toContain('02-123-4567');
    });

    it(`is the same with the page’s own heading and no image on a ${name}`, async () => {
      const [fast, whole] = await bothWays(page(LIST, '<b>스킨케어</b>'), userAgent);
      expect(fast).toBe(whole);
      expect(fast).toContain('&lt;b&gt;스킨케어&lt;/b&gt;');
      expect(fast).not.toContain('og:image');
    });
  }

  it('rewrites a page whose own markup differs by layout', async () => {
    const markup = '<h2 data-only="pc">PC 제목</h2><h2 data-only="mobile">모바일 제목</h2><details data-open-on-pc><summary>옵션</summary></details>';
    const [phone, phoneWhole] = await bothWays(page(markup), UA.phone);
    const [pc, pcWhole] = await bothWays(page(markup), UA.pc);
    expect(phone).toBe(phoneWhole);
    expect(pc).toBe(pcWhole);
    expect(phone).toContain('모바일 제목');
    expect(phone).not.toContain('PC 제목');
    expect(pc).toContain('PC 제목');
    expect(pc).toMatch(/<details data-open-on-pc open(="")?><summary>옵션/);
  });
});
