import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { dttmToEpoch, toDttm14 } from '#shared/format';
import { hotDealInsert, seedFixtureCatalog } from '#edge/gateway/display/test-catalog';
import { LIST_PAGES } from './index';
import { builtFiles } from '#edge/testing/built-files';
import { NOT_FOUND_HTML, servingApp } from '#edge/testing/serving-app';

const SHELL = (name: string) =>
  `<!doctype html><html lang="ko" data-layout="pc"><head><title>${name} | 녹차숍</title><meta name="description" content="${name}">` +
  `<link rel="canonical" href="https://www.nokcha.shop/kr/ko/dp/${name}"><meta property="og:image" content="https://www.nokcha.shop/favicon.svg"></head>` +
  `<body><h1 data-page-heading>${name}</h1><main><div data-catalog-slot></div></main></body></html>`;

const FILES: Record<string, string> = {
  '/builds/latest.json': JSON.stringify({ buildId: `list-pages-serve-${Date.now()}` }),
  '/kr/ko/dp/product-list/index.html': SHELL('product-list'),
  '/kr/ko/dp/best/index.html': SHELL('best'),
  '/404.html': NOT_FOUND_HTML,
};

const assets = builtFiles(FILES);

const app = servingApp((routes) => routes.get('/render/hot-deal', async (c) => c.json(await LIST_PAGES['/dp/hot-deal'].render(c, new URL(c.req.url)))));

const get = (path: string) => app.request(`https://shop.example${path}`, {}, { ...env, ASSETS: assets });
const SKINCARE = `/kr/ko/dp/product-list?catNm=${encodeURIComponent('스킨케어')}`;

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
  await env.DB.prepare(`UPDATE products SET prd_nm = '<script>alert(1)</script> "수분" & 크림' WHERE inm_prd_no = '100000002'`).run();
});

describe('the product list served by the worker', () => {
  it('answers a category’s list with its cards, heading, head and breadcrumb JSON-LD', async () => {
    const response = await get(`${SKINCARE}&sort=priceAsc`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/<li class="pcard"/g)).toHaveLength(3);
    expect(html).toContain('<span class="pcard__name">&lt;script&gt;alert(1)&lt;/script&gt; &quot;수분&quot; &amp; 크림</span>');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<title>스킨케어 · 낮은 가격순 | 녹차숍</title>');
    expect(html).toContain('<h1 data-page-heading>스킨케어</h1>');
    expect(html).toContain(
      '<link rel="canonical" href="https://www.nokcha.shop/kr/ko/dp/product-list?catNm=%EC%8A%A4%ED%82%A8%EC%BC%80%EC%96%B4&amp;sort=priceAsc">',
    );
    expect(html).toContain('<meta property="og:image" content="https://www.nokcha.shop/images/products/100000001-0.svg">');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('"name":"스킨케어","item":"https://www.nokcha.shop/kr/ko/dp/product-list?catNm=%EC%8A%A4%ED%82%A8%EC%BC%80%EC%96%B4"');
    expect(html).toContain('총 <strong>3</strong>개');
  });

  it('keeps the route’s title for the plain list of every product, headed 전체 상품', async () => {
    const html = await (await get('/kr/ko/dp/product-list?utm_source=naver')).text();
    expect(html).toContain('<title>상품 목록 | 녹차숍</title>');
    expect(html).toContain('<h1 data-page-heading>전체 상품</h1>');
    expect(html).toContain('<link rel="canonical" href="https://www.nokcha.shop/kr/ko/dp/product-list">');
    expect(html.match(/<li class="pcard"/g)).toHaveLength(5);
  });

  it.each([
    ['an unknown category', `?catNm=${encodeURIComponent('없는분류')}`],
    ['a subcategory of another category', `?catNm=${encodeURIComponent('메이크업')}&subCatNm=${encodeURIComponent('크림')}`],
    ['an unknown sort', '?sort=cheap'],
    ['a page past the last', '?page=2'],
  ])('answers %s with the 404 screen', async (_name, search) => {
    const response = await get(`/kr/ko/dp/product-list${search}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found: /kr/ko/dp/product-list');
  });

  it('draws a page once, then serves its copy, also to an address that only adds utm parameters', async () => {
    const path = `${SKINCARE}&sort=reviews`;
    expect((await get(path)).headers.get('X-Page-Cache')).toBe('miss');
    const second = await get(path);
    expect(second.headers.get('X-Page-Cache')).toBe('hit');
    expect(await second.text()).toContain('<li class="pcard"');
    expect((await get(`${path}&utm_source=naver&fbclid=x`)).headers.get('X-Page-Cache')).toBe('hit');
    expect((await get(`${SKINCARE}&sort=newest`)).headers.get('X-Page-Cache')).toBe('miss');
  });

  it('answers 베스트 ranked, with the category tabs', async () => {
    const html = await (await get('/kr/ko/dp/best')).text();
    expect(html).toContain('<span class="visually-hidden">순위</span>1</span>');
    expect(html).toContain('data-track-common="filter|best_category|메이크업"');
    expect(html).toContain('<title>베스트 | 녹차숍</title>');
  });

  it('marks the hot deal page stale when the next deal starts or the running one ends', async () => {
    const now = Date.now();
    await env.DB.batch([hotDealInsert(env.DB, '100000004', now - 60_000, now + 600_000), hotDealInsert(env.DB, '100000001', now + 120_000, now + 900_000)]);
    const page = (await (await app.request('https://shop.example/render/hot-deal', {}, { ...env, ASSETS: assets })).json()) as {
      html: string;
      validUntil: number;
    };
    expect(page.validUntil).toBe(dttmToEpoch(toDttm14(now + 120_000)));
    expect(page.html).toContain('지금 진행 중인 특가 <strong>1</strong>개');
    expect(page.html).toContain('class="deal-timer"');
  });
});
