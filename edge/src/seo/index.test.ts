import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogSeedStatements } from '#shared/catalog-seed';
import type { AppEnv } from '../env';
import { seoRoutes, type SeoOptions } from '.';
import type { SitemapSources } from './sitemap-urls';

const ORIGIN = 'https://shop.example';
let cacheCount = 0;

function makeApp(options: SeoOptions = {}) {
  const app = new Hono<AppEnv>();
  const cache = `seo-test-${(cacheCount += 1)}`;
  app.route('/', seoRoutes({ cache: () => caches.open(cache), ...options }));
  app.notFound((c) => c.text('not found screen', 404));
  return app;
}

const get = (app: Hono<AppEnv>, path: string) => app.request(`${ORIGIN}${path}`, {}, env);

/** The `<loc>`s of a sitemap, unescaped as an XML reader would. */
function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1].replace(/&amp;/g, '&'));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/robots.txt', () => {
  it('lets crawlers read the shop but not personal, order, login and API paths, and names the sitemap of this origin', async () => {
    const response = await get(makeApp(), '/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=UTF-8');
    expect(await response.text()).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /member/\nDisallow: /kr/ko/cu/mypage\nDisallow: /kr/ko/or/\n' +
        'Disallow: /kr/ko/cu/login\nDisallow: /kr/ko/cu/join\n\nSitemap: https://shop.example/sitemap.xml\n',
    );
  });
});

describe('/sitemap.xml from the seeded catalog, through the gateway', () => {
  beforeAll(async () => {
    await env.DB.batch(catalogSeedStatements({ products: 45, seed: 7 }).map((statement) => env.DB.prepare(statement)));
  });

  it('lists the main page, every category and subcategory list, every product and the public screens', async () => {
    const response = await get(makeApp(), '/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    // Korean names are percent-encoded and the query's `&` is escaped.
    expect(xml).not.toMatch(/&(?!amp;)/);
    const urls = locs(xml);
    expect(new Set(urls).size).toBe(urls.length);

    const products = (await env.DB.prepare('SELECT product_code FROM products').all<{ product_code: string }>()).results;
    expect(products).toHaveLength(45);
    // Lists with products only: 45 products leave some subcategories empty.
    const subcategories = (
      await env.DB.prepare(
        'SELECT DISTINCT c.cat_nm, s.sub_cat_nm FROM products p JOIN subcategories s ON s.sub_cat_id = p.sub_cat_id JOIN categories c ON c.cat_id = s.cat_id',
      ).all<{ cat_nm: string; sub_cat_nm: string }>()
    ).results;
    const allSubcategories = await env.DB.prepare('SELECT count(*) AS n FROM subcategories').first<number>('n');
    expect(subcategories.length).toBeLessThan(allSubcategories!);
    const categories = [...new Set(subcategories.map((row) => row.cat_nm))];
    const list = (query: Record<string, string>) => `${ORIGIN}/kr/ko/dp/product-list?${new URLSearchParams(query).toString()}`;
    const expected = [
      `${ORIGIN}/kr/ko`,
      `${ORIGIN}/kr/ko/dp/product-list`,
      ...categories.map((catNm) => list({ catNm })),
      ...subcategories.map((row) => list({ catNm: row.cat_nm, subCatNm: row.sub_cat_nm })),
      ...['/dp/best', '/dp/hot-deal', '/dp/live', '/ca/event'].map((path) => `${ORIGIN}/kr/ko${path}`),
      ...['kakao', 'location', 'privacy_policy', 'privacy_vdpd', 'terms'].map((name) => `${ORIGIN}/kr/ko/cu/footer/${name}`),
      `${ORIGIN}/kr/ko/cu/support`,
      ...['contact', 'faq', 'financial', 'join-story', 'my-shop', 'notice'].map((name) => `${ORIGIN}/kr/ko/cu/support/${name}`),
      ...products.map((row) => `${ORIGIN}/kr/ko/dp/product/${row.product_code}`),
    ];
    expect([...urls].sort()).toEqual([...expected].sort());
    expect(urls.some((url) => url.includes('/cu/mypage') || url.includes('/or/') || url.includes('/cu/login'))).toBe(false);
  });
});

describe('/sitemap.xml from given sources', () => {
  function fakeSources(products: string[], categories = [{ catNm: '립&치크', productCount: 1, subcategories: [{ subCatNm: "틴트<'립'>", productCount: 1 }] }]) {
    const sources: SitemapSources = {
      categoryTree: vi.fn(async () => categories),
      productPage: vi.fn(async (page: number, size: number) => ({
        items: products.slice((page - 1) * size, page * size).map((productCode) => ({ productCode })),
        total: products.length,
      })),
    };
    return sources;
  }

  it('leaves out categories and subcategories without products', async () => {
    const categories = [
      {
        catNm: '스킨케어',
        productCount: 2,
        subcategories: [
          { subCatNm: '토너', productCount: 2 },
          { subCatNm: '미스트', productCount: 0 },
        ],
      },
      { catNm: '향수', productCount: 0, subcategories: [{ subCatNm: '오드퍼퓸', productCount: 0 }] },
    ];
    const urls = locs(await (await get(makeApp({ sources: () => fakeSources(['A1'], categories) }), '/sitemap.xml')).text());
    const lists = urls.filter((url) => url.includes('product-list?'));
    expect(lists).toEqual([
      `${ORIGIN}/kr/ko/dp/product-list?catNm=%EC%8A%A4%ED%82%A8%EC%BC%80%EC%96%B4`,
      `${ORIGIN}/kr/ko/dp/product-list?catNm=%EC%8A%A4%ED%82%A8%EC%BC%80%EC%96%B4&subCatNm=%ED%86%A0%EB%84%88`,
    ]);
  });

  it('escapes every URL for XML', async () => {
    const xml = await (await get(makeApp({ sources: () => fakeSources(['A1']) }), '/sitemap.xml')).text();
    expect(xml).toContain(
      `<loc>${ORIGIN}/kr/ko/dp/product-list?catNm=%EB%A6%BD%26%EC%B9%98%ED%81%AC&amp;subCatNm=%ED%8B%B4%ED%8A%B8%3C%27%EB%A6%BD%27%3E</loc>`,
    );
    expect(xml).toContain(`<loc>${ORIGIN}/kr/ko/dp/product/A1</loc>`);
  });

  it('reads the products 200 at a time until the last page', async () => {
    const codes = Array.from({ length: 401 }, (_, index) => `P${index}`);
    const sources = fakeSources(codes);
    const urls = locs(await (await get(makeApp({ sources: () => sources }), '/sitemap.xml')).text());
    expect(sources.productPage).toHaveBeenCalledTimes(3);
    expect(vi.mocked(sources.productPage).mock.calls).toEqual([
      [1, 200],
      [2, 200],
      [3, 200],
    ]);
    expect(urls.filter((url) => url.includes('/dp/product/'))).toHaveLength(401);
  });

  it('keeps the list an hour, then reads the catalog again', async () => {
    let now = Date.UTC(2026, 8, 1);
    const sources = fakeSources(['A1']);
    const app = makeApp({ sources: () => sources, now: () => now });
    await get(app, '/sitemap.xml');
    now += 3_599_000;
    expect((await get(app, '/sitemap.xml')).status).toBe(200);
    expect(sources.categoryTree).toHaveBeenCalledTimes(1);
    now += 1_000;
    await get(app, '/sitemap.xml');
    expect(sources.categoryTree).toHaveBeenCalledTimes(2);
  });

  it('becomes an index of sitemap-{n}.xml files when the list is over the per-file limit', async () => {
    const app = makeApp({ sources: () => fakeSources(['A1', 'A2']), maxUrls: 10 });
    const index = await (await get(app, '/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    // 1 main + 1 all + 1 category + 1 subcategory + 4 lists + 5 legal + 7 support + 2 products = 22 URLs.
    expect(locs(index)).toEqual([1, 2, 3].map((n) => `${ORIGIN}/sitemap-${n}.xml`));
    const parts = await Promise.all([1, 2, 3].map(async (n) => locs(await (await get(app, `/sitemap-${n}.xml`)).text())));
    expect(parts.map((part) => part.length)).toEqual([10, 10, 2]);
    expect(parts[2]).toEqual([`${ORIGIN}/kr/ko/dp/product/A1`, `${ORIGIN}/kr/ko/dp/product/A2`]);
    expect((await get(app, '/sitemap-4.xml')).status).toBe(404);
  });

  it('has no numbered files while one file holds every URL', async () => {
    const response = await get(makeApp({ sources: () => fakeSources(['A1']) }), '/sitemap-1.xml');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('not found screen');
  });

  it('answers 503 to try later, never an empty sitemap, when the catalog cannot be read', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const sources = fakeSources([]);
    sources.categoryTree = async () => {
      throw new Error('getCategoryTree answered 500');
    };
    const response = await get(makeApp({ sources: () => sources }), '/sitemap.xml');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('600');
    expect(await response.text()).toBe('사이트맵을 만들지 못했습니다. 잠시 후 다시 시도해 주세요.');
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0][0])).toContain('getCategoryTree answered 500');
  });
});
