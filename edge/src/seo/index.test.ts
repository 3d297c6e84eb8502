import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogSeedStatements } from '#shared/catalog-seed';
import type { SitemapSummary } from '#shared/schemas/sitemap-calls';
import type { AppEnv } from '../env';
import { readCatalogGeneration } from '../gateway/display/catalog-generation';
import { seoRoutes, type SeoOptions } from '.';
import type { SitemapReader } from './sitemap-files';

const ORIGIN = 'https://shop.example';
let cacheCount = 0;

/** The routes with their own cache, the generation read straight from D1, and small files. */
function makeApp(options: SeoOptions = {}) {
  const app = new Hono<AppEnv>();
  const cache = `seo-test-${(cacheCount += 1)}`;
  app.route(
    '/',
    seoRoutes({
      cache: () => caches.open(cache),
      generation: () => async () => (await readCatalogGeneration(env.DB)).generation,
      limits: { perFile: 20, pageSize: 7 },
      ...options,
    }),
  );
  app.notFound((c) => c.text('not found screen', 404));
  return app;
}

const get = (app: Hono<AppEnv>, path: string) => app.request(`${ORIGIN}${path}`, {}, env);
const text = async (app: Hono<AppEnv>, path: string) => {
  const response = await get(app, path);
  expect(response.status, path).toBe(200);
  return response.text();
};

/** The `<loc>`s of a sitemap, unescaped as an XML reader would. */
function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1].replace(/&amp;/g, '&'));
}

/** `loc → lastmod` of a sitemap's entries. */
function lastmods(xml: string): Map<string, string | null> {
  return new Map([...xml.matchAll(/<loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?/g)].map((match) => [match[1], match[2] ?? null]));
}

/** Every product URL of the sitemap, file by file, as a crawler walks it from the index. */
async function productUrls(app: Hono<AppEnv>): Promise<string[][]> {
  const files = locs(await text(app, '/sitemap.xml')).filter((url) => url.includes('sitemap-products-'));
  return Promise.all(files.map(async (url) => locs(await text(app, new URL(url).pathname))));
}

const onSaleCodes = async () =>
  (await env.DB.prepare("SELECT product_code FROM products WHERE sale_stop_yn = 'N' ORDER BY inm_prd_no").all<{ product_code: string }>()).results.map(
    (row) => `${ORIGIN}/kr/ko/dp/product/${row.product_code}`,
  );

/** A copy of product `from` under a new number and code; updated_at is left to the trigger. */
async function copyProduct(from: string, inmPrdNo: string, productCode: string): Promise<void> {
  const columns = (await env.DB.prepare('PRAGMA table_info(products)').all<{ name: string }>()).results.map((column) => column.name);
  const values = columns.map((name) => (name === 'inm_prd_no' ? '?2' : name === 'product_code' ? '?3' : name === 'updated_at' ? 'NULL' : name));
  await env.DB.prepare(`INSERT INTO products (${columns.join(', ')}) SELECT ${values.join(', ')} FROM products WHERE inm_prd_no = ?1`)
    .bind(from, inmPrdNo, productCode)
    .run();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/robots.txt', () => {
  it('lets crawlers read the shop but not personal, order, login and API paths, and names the sitemap index of this origin', async () => {
    const response = await get(makeApp(), '/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=UTF-8');
    expect(await response.text()).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /member/\nDisallow: /kr/ko/cu/mypage\nDisallow: /kr/ko/or/\n' +
        'Disallow: /kr/ko/cu/login\nDisallow: /kr/ko/cu/join\n\nSitemap: https://shop.example/sitemap.xml\n',
    );
  });
});

describe('the sitemap from the seeded catalog, through the gateway', () => {
  beforeAll(async () => {
    await env.DB.batch(catalogSeedStatements({ products: 45, seed: 7 }).map((statement) => env.DB.prepare(statement)));
  });

  it('is an index of the pages file and products files of at most the per-file limit, each product once in number order', async () => {
    const app = makeApp();
    const response = await get(app, '/sitemap.xml');
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60');
    const index = await response.text();
    expect(index.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(locs(index)).toEqual([`${ORIGIN}/sitemap-pages.xml`, ...[1, 2, 3].map((n) => `${ORIGIN}/sitemap-products-${n}.xml`)]);
    const files = await productUrls(app);
    expect(files.map((file) => file.length)).toEqual([20, 20, 5]);
    expect(files.flat()).toEqual(await onSaleCodes());
    const missing = await get(app, '/sitemap-products-4.xml');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('not found screen');
  });

  it('lists the main page, every category and subcategory list with products, the list screens and the public screens in the pages file', async () => {
    const xml = await text(makeApp(), '/sitemap-pages.xml');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    // Korean names are percent-encoded and the query's `&` is escaped.
    expect(xml).not.toMatch(/&(?!amp;)/);
    const urls = locs(xml);
    expect(new Set(urls).size).toBe(urls.length);
    const subcategories = (
      await env.DB.prepare(
        `SELECT DISTINCT c.cat_nm, s.sub_cat_nm FROM products p JOIN subcategories s ON s.sub_cat_id = p.sub_cat_id JOIN categories c ON c.cat_id = s.cat_id
          WHERE p.sale_stop_yn = 'N'`,
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
    ];
    expect([...urls].sort()).toEqual([...expected].sort());
  });

  it("gives each product its row's last change as lastmod, and each file and list the newest of theirs", async () => {
    const row = (await env.DB.prepare("SELECT inm_prd_no, product_code FROM products WHERE sale_stop_yn = 'N' ORDER BY inm_prd_no LIMIT 1").first<{
      inm_prd_no: string;
      product_code: string;
    }>())!;
    await env.DB.prepare("UPDATE products SET updated_at = '2030-01-02T03:04:05Z' WHERE inm_prd_no = ?").bind(row.inm_prd_no).run();
    const app = makeApp();
    const first = lastmods(await text(app, '/sitemap-products-1.xml'));
    expect(first.get(`${ORIGIN}/kr/ko/dp/product/${row.product_code}`)).toBe('2030-01-02T03:04:05Z');
    const stored = await env.DB.prepare('SELECT product_code, updated_at FROM products').all<{ product_code: string; updated_at: string }>();
    for (const product of stored.results.filter((other) => other.product_code !== row.product_code).slice(0, 5)) {
      const lastmod = first.get(`${ORIGIN}/kr/ko/dp/product/${product.product_code}`);
      if (lastmod !== undefined) expect(lastmod).toBe(product.updated_at);
    }
    const index = lastmods(await text(app, '/sitemap.xml'));
    expect(index.get(`${ORIGIN}/sitemap-products-1.xml`)).toBe('2030-01-02T03:04:05Z');
    expect(index.get(`${ORIGIN}/sitemap-pages.xml`)).toBe('2030-01-02T03:04:05Z');
    expect(lastmods(await text(app, '/sitemap-pages.xml')).get(`${ORIGIN}/kr/ko`)).toBe('2030-01-02T03:04:05Z');
  });

  it('stamps updated_at when a product row changes, so its lastmod moves without anyone setting it', async () => {
    const row = (await env.DB.prepare('SELECT inm_prd_no FROM products ORDER BY inm_prd_no DESC LIMIT 1').first<{ inm_prd_no: string }>())!;
    await env.DB.prepare("UPDATE products SET updated_at = '2001-01-01T00:00:00Z' WHERE inm_prd_no = ?").bind(row.inm_prd_no).run();
    await env.DB.prepare('UPDATE products SET review_cnt = review_cnt + 1 WHERE inm_prd_no = ?').bind(row.inm_prd_no).run();
    const stamped = await env.DB.prepare('SELECT updated_at FROM products WHERE inm_prd_no = ?').bind(row.inm_prd_no).first<string>('updated_at');
    expect(stamped).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(stamped! > '2020-01-01T00:00:00Z').toBe(true);
  });

  it('leaves out a product taken off sale at the next read, and lists it again once it is back on sale', async () => {
    const app = makeApp();
    const before = (await productUrls(app)).flat();
    const row = (await env.DB.prepare("SELECT inm_prd_no, product_code FROM products WHERE sale_stop_yn = 'N' ORDER BY inm_prd_no LIMIT 1 OFFSET 3").first<{
      inm_prd_no: string;
      product_code: string;
    }>())!;
    const url = `${ORIGIN}/kr/ko/dp/product/${row.product_code}`;
    expect(before).toContain(url);
    await env.DB.prepare("UPDATE products SET sale_stop_yn = 'Y' WHERE inm_prd_no = ?").bind(row.inm_prd_no).run();
    const stopped = (await productUrls(app)).flat();
    expect(stopped).not.toContain(url);
    expect(stopped).toHaveLength(before.length - 1);
    await env.DB.prepare("UPDATE products SET sale_stop_yn = 'N' WHERE inm_prd_no = ?").bind(row.inm_prd_no).run();
    expect((await productUrls(app)).flat()).toEqual(before);
  });

  it('lists a product created after a read in the very next read, without waiting for the copy to age', async () => {
    const app = makeApp();
    const before = (await productUrls(app)).flat();
    const again = await get(app, '/sitemap-products-1.xml');
    expect(again.headers.get('X-Page-Cache')).toBe('hit');
    const first = (await env.DB.prepare('SELECT inm_prd_no FROM products ORDER BY inm_prd_no LIMIT 1').first<string>('inm_prd_no'))!;
    await copyProduct(first, '199999999', 'NEWSITEMAP01');
    const after = (await productUrls(app)).flat();
    expect(after).toEqual([...before, `${ORIGIN}/kr/ko/dp/product/NEWSITEMAP01`]);
    const lastmod = lastmods(await text(app, '/sitemap-products-3.xml')).get(`${ORIGIN}/kr/ko/dp/product/NEWSITEMAP01`);
    expect(lastmod).toBe(await env.DB.prepare("SELECT updated_at FROM products WHERE inm_prd_no = '199999999'").first<string>('updated_at'));
    await env.DB.prepare("DELETE FROM products WHERE inm_prd_no = '199999999'").run();
  });
});

describe('the sitemap from a given reader', () => {
  const summary = (fields: Partial<SitemapSummary> = {}): SitemapSummary => ({
    generation: 1,
    categories: [{ catNm: '립&치크', lastmod: null, subcategories: [{ subCatNm: "틴트<'립'>", lastmod: null }] }],
    productFiles: [{ lastInmPrdNo: '100000001', count: 1, lastmod: null }],
    ...fields,
  });
  const reader = (fields: Partial<SitemapSummary> = {}): SitemapReader => ({
    summary: vi.fn(async () => summary(fields)),
    products: vi.fn(async () => ({ generation: 1, items: [{ inmPrdNo: '100000001', productCode: 'A1', lastmod: null }] })),
  });

  it('escapes every URL for XML', async () => {
    const app = makeApp({ reader: () => reader(), generation: () => async () => 1 });
    const xml = await text(app, '/sitemap-pages.xml');
    expect(xml).toContain(
      `<loc>${ORIGIN}/kr/ko/dp/product-list?catNm=%EB%A6%BD%26%EC%B9%98%ED%81%AC&amp;subCatNm=%ED%8B%B4%ED%8A%B8%3C%27%EB%A6%BD%27%3E</loc>`,
    );
    expect(await text(app, '/sitemap-products-1.xml')).toContain(`<loc>${ORIGIN}/kr/ko/dp/product/A1</loc>`);
  });

  it('keeps its files while the generation stands and reads the summary once for all of them', async () => {
    const source = reader();
    const app = makeApp({ reader: () => source, generation: () => async () => 1 });
    for (const path of ['/sitemap.xml', '/sitemap-pages.xml', '/sitemap-products-1.xml', '/sitemap.xml']) await text(app, path);
    expect(source.summary).toHaveBeenCalledTimes(1);
    expect(source.products).toHaveBeenCalledTimes(1);
  });

  it('names only the pages file when no product is on sale', async () => {
    const app = makeApp({ reader: () => reader({ productFiles: [] }), generation: () => async () => 1 });
    expect(locs(await text(app, '/sitemap.xml'))).toEqual([`${ORIGIN}/sitemap-pages.xml`]);
    expect((await get(app, '/sitemap-products-1.xml')).status).toBe(404);
  });

  it('answers 503 to try later, never an empty sitemap, when the catalog cannot be read', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = reader();
    failing.summary = async () => {
      throw new Error('getSitemapSummary answered 500');
    };
    const response = await get(makeApp({ reader: () => failing, generation: () => async () => 1 }), '/sitemap.xml');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('600');
    expect(await response.text()).toBe('사이트맵을 만들지 못했습니다. 잠시 후 다시 시도해 주세요.');
    expect(log).toHaveBeenCalled();
    expect(log.mock.calls.map((call) => String(call[0])).join('\n')).toContain('getSitemapSummary answered 500');
  });
});
