import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedFixtureCatalog } from '../gateway/display/test-catalog';
import app from '../index';
import { productRenderedPage } from './product-pages';
import { readProductPage } from '../gateway/display/product-page';

const SHELL =
  '<!doctype html><html lang="ko" data-layout="pc" data-page-type="PRODUCT_DETAIL"><head><title>상품 상세 | 녹차숍</title>' +
  '<meta name="description" content="상품 상세"><link rel="canonical" href="https://www.nokcha.shop/kr/ko/dp/product/0">' +
  '<meta property="og:type" content="website"><meta property="og:title" content="상품 상세"><meta property="og:description" content="상품 상세">' +
  '<meta property="og:url" content="https://www.nokcha.shop/kr/ko/dp/product/0"><meta property="og:image" content="https://www.nokcha.shop/favicon.svg">' +
  '</head><body><main><div data-catalog-slot></div></main></body></html>';
const NOT_FOUND =
  '<!doctype html><html lang="ko" data-layout="pc"><head><title>404</title></head><body><p data-not-found-message>Page not found</p></body></html>';

const ASSETS = {
  fetch: async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    if (path === '/builds/latest.json') return Response.json({ buildId: 'product-pages-test' });
    const pages: Record<string, string> = { '/kr/ko/dp/product/0/index.html': SHELL, '/404.html': NOT_FOUND };
    return pages[path] ? new Response(pages[path], { headers: { 'Content-Type': 'text/html' } }) : new Response('missing', { status: 404 });
  },
} as unknown as Fetcher;

const request = (path: string) => app.request(`https://shop.example${path}`, {}, { ...env, ASSETS });

/** The JSON-LD scripts of a page, parsed. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]) as Record<string, unknown>);

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
  await env.DB.prepare(`UPDATE products SET prd_nm = ?1 WHERE product_code = 'DA0000002'`).bind(`담소 "크림" <script>alert(1)</script> & 토너`).run();
  await env.DB.prepare(
    `INSERT INTO product_reviews (inm_prd_no, writer_nm, rating, content, status, created_at, updated_at)
     VALUES ('100000001', '녹차***', 4, '촉촉하고 순해서 건성 피부인 저에게 딱 맞아요. 재구매할게요.', 'PUBLISHED', 1700000000000, 1700000000000)`,
  ).run();
  await env.DB.prepare(`UPDATE products SET sale_stop_yn = 'Y' WHERE product_code = 'NK0000003'`).run();
});

describe('the product page drawn by the worker', () => {
  it('answers a product’s page with its name, price, head and structured data, then serves the kept copy', async () => {
    const first = await request('/kr/ko/dp/product/NK0000001');
    expect(first.status).toBe(200);
    expect(first.headers.get('X-Page-Cache')).toBe('miss');
    const html = await first.text();
    expect(html).toContain('<title>녹차숍 제주 녹차 토너 | 녹차숍</title>');
    expect(html).toContain('<h1 class="pd__name" data-only="pc">녹차숍 제주 녹차 토너</h1>');
    expect(html).toContain('<strong class="price__sale" data-live="100000001" data-live-field="saleAmt">16,000원</strong>');
    expect(html).toContain('<link rel="canonical" href="https://www.nokcha.shop/kr/ko/dp/product/NK0000001">');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta property="og:image" content="https://www.nokcha.shop/images/products/100000001-0.svg">');
    expect(html).not.toContain('name="robots"');
    const [product, crumbs] = jsonLdOf(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: '녹차숍 제주 녹차 토너',
      image: ['https://www.nokcha.shop/images/products/100000001-0.svg', 'https://www.nokcha.shop/images/products/100000001-1.svg'],
      offers: { price: 16000, availability: 'https://schema.org/InStock', url: 'https://www.nokcha.shop/kr/ko/dp/product/NK0000001' },
      aggregateRating: { reviewCount: 1, ratingValue: 4 },
    });
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: '홈' }, { name: '스킨케어' }, { name: '스킨/토너' }, { name: '녹차숍 제주 녹차 토너' }],
    });

    const second = await request('/kr/ko/dp/product/NK0000001');
    expect(second.headers.get('X-Page-Cache')).toBe('hit');
    expect(await second.text()).toContain('<h1 class="pd__name" data-only="pc">녹차숍 제주 녹차 토너</h1>');
  });

  it('escapes a name with markup in the page, the title and the structured data', async () => {
    const html = await (await request('/kr/ko/dp/product/DA0000002')).text();
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<h1 class="pd__name" data-only="pc">담소 &quot;크림&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; 토너</h1>');
    expect(html).toContain('<title>담소 "크림" &lt;script&gt;alert(1)&lt;/script&gt; &amp; 토너 | 녹차숍</title>');
    expect(jsonLdOf(html)[0]).toMatchObject({ name: '담소 "크림" <script>alert(1)</script> & 토너' });
  });

  it.each(['/kr/ko/dp/product/NOPE999', '/kr/ko/dp/product/%EC%97%86%EC%9D%8C', '/kr/ko/dp/product/%ZZ'])(
    'answers %s, which names no product, with the 404 screen',
    async (path) => {
      const response = await request(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Page not found');
      expect(response.headers.get('X-Page-Cache')).toBeNull();
    },
  );

  it('answers a product taken off sale with 410 and a screen saying so, kept out of search', async () => {
    const response = await request('/kr/ko/dp/product/NK0000003');
    expect(response.status).toBe(410);
    const html = await response.text();
    expect(html).toContain('<h1 id="pd-gone-title" class="pd-gone__title">판매가 중지된 상품입니다</h1>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('data-purchase');
    expect(jsonLdOf(html).map((data) => data['@type'])).toEqual([]);
    // The kept copy keeps its status.
    expect((await request('/kr/ko/dp/product/NK0000003')).status).toBe(410);
  });
});

describe('when a product page changes by itself', () => {
  it('is the running hot deal’s end, or the next deal’s start when that comes first', async () => {
    const page = (await readProductPage(env.DB, 'NK0000001', '20261127120000'))!;
    expect(productRenderedPage(page).validUntil).toBeUndefined();
    const running = { ...page, product: { ...page.product, hotDealEndDttm: '20261128000000' } };
    // 2026-11-28 00:00 in Korea is 2026-11-27 15:00 UTC.
    expect(productRenderedPage(running).validUntil).toBe(Date.UTC(2026, 10, 27, 15));
    expect(productRenderedPage({ ...running, nextDealStartDttm: '20261127180000' }).validUntil).toBe(Date.UTC(2026, 10, 27, 9));
  });
});

describe('product images served by the worker', () => {
  it('serves a drawn image from D1 as SVG that cannot run script, cacheable', async () => {
    const response = await request('/images/products/100000001-1.svg');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>상세</title>');
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Security-Policy')).toMatch(/^default-src 'none'; style-src 'unsafe-inline'; sandbox/);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(await (await request('/images/products/100000001-1.svg')).text()).toContain('<title>상세</title>');
  });

  it.each(['/images/products/100000001-9.svg', '/images/products/999-0.svg', '/images/products/x.svg'])(
    'answers %s, which is no image, with 404',
    async (path) => {
      const response = await request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
    },
  );
});
