import { describe, expect, it } from 'vitest';
import { detectDevice } from '#shared/device';
import { htmlAttribute, keptVariant, withHtmlAttribute } from './kept-variant';
import type { VariantOptions } from './layout-rewriter';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const PC = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const PAGE =
  '<!doctype html><html lang="ko" data-page-type="PRODUCT_DETAIL"><head><title>상품</title></head>' +
  '<body><p data-only="pc">PC 전용</p><p data-only="mobile">모바일 전용</p></body></html>';

let minted = 0;
function options(userAgent: string): VariantOptions {
  return {
    device: detectDevice(new Headers({ 'User-Agent': userAgent })),
    environment: 'prd',
    deviceRefresh: false,
    rumViewToken: async (pageType) => `${pageType}.token-${++minted}`,
  };
}

describe('a kept page in a visitor’s layout', () => {
  it('gives each layout its own markup', async () => {
    const phone = await keptVariant('copy-1', PAGE, options(PHONE));
    const pc = await keptVariant('copy-1', PAGE, options(PC));
    expect(phone).toContain('모바일 전용');
    expect(phone).not.toContain('PC 전용');
    expect(htmlAttribute(phone, 'data-layout')).toBe('mobile');
    expect(pc).toContain('PC 전용');
    expect(htmlAttribute(pc, 'data-layout')).toBe('pc');
  });

  it('opens on a PC what a phone folds away', async () => {
    const page = PAGE.replace('<body>', '<body><details class="result-filters" data-open-on-pc><summary>필터</summary></details>');
    const phone = await keptVariant('copy-5', page, options(PHONE));
    const pc = await keptVariant('copy-5', page, options(PC));
    expect(phone).toContain('<details class="result-filters" data-open-on-pc>');
    expect(pc).toMatch(/<details class="result-filters" data-open-on-pc open(="")?>/);
  });

  it('mints a speed token for the page type on every answer, never keeping one', async () => {
    const first = await keptVariant('copy-2', PAGE, options(PHONE));
    const second = await keptVariant('copy-2', PAGE, options(PHONE));
    const firstToken = htmlAttribute(first, 'data-rum-token');
    expect(firstToken).toMatch(/^PRODUCT_DETAIL\.token-\d+$/);
    expect(htmlAttribute(second, 'data-rum-token')).not.toBe(firstToken);
    expect(first.replace(/data-rum-token="[^"]*"/, '')).toBe(second.replace(/data-rum-token="[^"]*"/, ''));
  });

  it('draws a new copy of the page from its own body, not from the layout kept for the old one', async () => {
    const before = await keptVariant('copy-3', PAGE, options(PHONE));
    const after = await keptVariant('copy-4', PAGE.replace('<title>상품</title>', '<title>새 이름</title>'), options(PHONE));
    expect(before).toContain('<title>상품</title>');
    expect(after).toContain('<title>새 이름</title>');
  });

  it('escapes the values it adds to <html>', () => {
    const html = withHtmlAttribute('<!doctype html><html lang="ko"><body></body></html>', 'data-rum-token', 'a"><script>');
    expect(html).toBe('<!doctype html><html data-rum-token="a&quot;&gt;&lt;script&gt;" lang="ko"><body></body></html>');
    expect(htmlAttribute(html, 'data-rum-token')).toBe('a"><script>');
  });
});
