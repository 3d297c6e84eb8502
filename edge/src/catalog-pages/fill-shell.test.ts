import { describe, expect, it } from 'vitest';
import { compileShell, fillTemplate } from './fill-shell';
import type { RenderedPage } from './rendered-page';

const SHELL =
  '<!doctype html><html><head><title>상품 상세 | 녹차숍</title><meta name="description" content="상품 상세">' +
  '<link rel="canonical" href="https://www.nokcha.shop/kr/ko/dp/product/0"><meta property="og:type" content="website">' +
  '<meta property="og:title" content="상품 상세"><meta property="og:description" content="상품 상세">' +
  '<meta property="og:url" content="https://www.nokcha.shop/kr/ko/dp/product/0"><meta property="og:image" content="https://www.nokcha.shop/favicon.svg">' +
  '</head><body><input name="q" type="search" data-header-search><h1 data-page-heading>상품 상세</h1><div data-catalog-slot></div></body></html>';

const fill = async (page: RenderedPage) => fillTemplate(await compileShell(SHELL), page);

describe('filling a catalog shell', () => {
  it('writes the head and the slot, escaping what an operator typed', async () => {
    const html = await fill({
      html: '<p class="pd">본문</p>',
      generation: 1,
      head: {
        title: '"수분" <크림> & 토너',
        description: '설명 "따옴표" &copy 2026',
        canonicalPath: '/kr/ko/dp/product/P1',
        ogType: 'product',
        imagePath: '/images/products/1-0.svg',
        jsonLd: [{ '@type': 'Product', name: '</script><script>alert(1)</script>' }],
        heading: '<b>목록</b>',
      },
    });
    expect(html).toContain('<title>"수분" &lt;크림&gt; &amp; 토너 | 녹차숍</title>');
    expect(html).toContain('<meta property="og:title" content="&quot;수분&quot; &lt;크림&gt; &amp; 토너">');
    expect(html).toContain('<meta name="description" content="설명 &quot;따옴표&quot; &amp;copy 2026">');
    expect(html).toContain('<link rel="canonical" href="https://www.nokcha.shop/kr/ko/dp/product/P1">');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta property="og:url" content="https://www.nokcha.shop/kr/ko/dp/product/P1">');
    expect(html).toContain('<meta property="og:image" content="https://www.nokcha.shop/images/products/1-0.svg">');
    expect(html).toContain(
      '<script type="application/ld+json">{"@type":"Product","name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script></head>',
    );
    expect(html).toContain('<h1 data-page-heading>&lt;b&gt;목록&lt;/b&gt;</h1>');
    expect(html).toContain('<div data-catalog-slot><p class="pd">본문</p></div>');
    expect(html).not.toContain('<script>alert');
  });

  it('draws structured data on the shell’s origin and marks a page crawlers should drop', async () => {
    const html = await fill({
      html: '',
      generation: 1,
      head: {
        title: 't',
        description: 'd',
        canonicalPath: '/kr/ko/dp/product/P1',
        robots: 'noindex',
        jsonLd: [(origin) => ({ '@type': 'Thing', url: `${origin}/kr/ko/dp/product/P1` })],
      },
    });
    expect(html).toContain(
      '<meta name="robots" content="noindex"><script type="application/ld+json">{"@type":"Thing","url":"https://www.nokcha.shop/kr/ko/dp/product/P1"}</script></head>',
    );
  });

  it('puts a search page’s query in the header’s search field, escaped, and leaves it empty elsewhere', async () => {
    const page = { html: '', generation: 1, head: { title: 't', description: 'd', canonicalPath: '/kr/ko/dp/search?q=x' } };
    expect(await fill({ ...page, searchQuery: '"세럼" <b>&' })).toContain(
      '<input name="q" type="search" data-header-search value="&quot;세럼&quot; &lt;b&gt;&amp;">',
    );
    expect(await fill(page)).toContain('<input name="q" type="search" data-header-search value="">');
  });

  it('drops og:image when the page has no image and keeps the heading the shell built', async () => {
    const html = await fill({ html: '', generation: 1, head: { title: 't', description: 'd', canonicalPath: '/kr/ko/dp/best' } });
    expect(html).not.toContain('og:image');
    expect(html).toContain('<h1 data-page-heading>상품 상세</h1>');
  });

  it('takes a whole document title, JSON-LD on the shell’s origin, and keeps an address without content out of search', async () => {
    const html = await fill({
      html: '',
      generation: 1,
      head: {
        title: '녹차숍 | 자연을 담은 스킨케어',
        documentTitle: '녹차숍 | 자연을 담은 스킨케어',
        description: 'd',
        canonicalPath: '/kr/ko/dp/live-broadcast',
        jsonLd: [(origin: string) => ({ '@type': 'Organization', url: `${origin}/kr/ko` })],
        robots: 'noindex',
      },
    });
    expect(html).toContain('<title>녹차숍 | 자연을 담은 스킨케어</title>');
    expect(html).toContain(
      '<meta name="robots" content="noindex"><script type="application/ld+json">{"@type":"Organization","url":"https://www.nokcha.shop/kr/ko"}</script></head>',
    );
  });
});
