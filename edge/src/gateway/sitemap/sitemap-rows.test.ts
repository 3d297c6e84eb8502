import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogSeedStatements } from '#shared/catalog-seed';
import { callGateway } from '#edge/testing/gateway-call';
import { SITEMAP_CATEGORIES_SQL, SITEMAP_FILES_SQL, SITEMAP_PRODUCTS_SQL } from './sitemap-rows';

beforeAll(async () => {
  await env.DB.batch(catalogSeedStatements({ products: 30, seed: 11 }).map((statement) => env.DB.prepare(statement)));
});

async function plan(sql: string, ...values: unknown[]): Promise<string[]> {
  return (
    await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...values)
      .all<{ detail: string }>()
  ).results.map((row) => row.detail);
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await callGateway('POST', `/dp/display/sitemap/v1/${path}`, { body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

describe('the sitemap reads', () => {
  it('read products from the covering index alone, a page by key rather than by offset', async () => {
    const page = await plan(SITEMAP_PRODUCTS_SQL, '', null, 10);
    expect(page.join('\n')).toMatch(/SEARCH p USING COVERING INDEX products_sitemap \(inm_prd_no>\?\)/);
    expect(SITEMAP_PRODUCTS_SQL).not.toMatch(/OFFSET/i);
    expect((await plan(SITEMAP_FILES_SQL, 20)).join('\n')).toContain('USING COVERING INDEX products_sitemap');
    expect((await plan(SITEMAP_CATEGORIES_SQL)).join('\n')).toContain('USING COVERING INDEX products_sitemap');
  });

  it('answer keyset pages: after is exclusive, through inclusive, only products on sale, with the generation read in the same batch', async () => {
    const numbers = (await env.DB.prepare('SELECT inm_prd_no FROM products ORDER BY inm_prd_no').all<{ inm_prd_no: string }>()).results.map(
      (row) => row.inm_prd_no,
    );
    await env.DB.prepare("UPDATE products SET sale_stop_yn = 'Y' WHERE inm_prd_no = ?").bind(numbers[5]).run();
    const generation = await env.DB.prepare('SELECT generation FROM catalog_generation').first<number>('generation');
    const page = await post<{ generation: number; items: { inmPrdNo: string }[] }>('getSitemapProducts', { after: numbers[2], through: numbers[8], size: 100 });
    expect(page.generation).toBe(generation);
    expect(page.items.map((item) => item.inmPrdNo)).toEqual([numbers[3], numbers[4], numbers[6], numbers[7], numbers[8]]);
    const summary = await post<{ productFiles: { lastInmPrdNo: string; count: number }[] }>('getSitemapSummary', { perFile: 12 });
    expect(summary.productFiles.map((file) => file.count)).toEqual([12, 12, 5]);
    expect(summary.productFiles[0].lastInmPrdNo).toBe(numbers[12]);
    await env.DB.prepare("UPDATE products SET sale_stop_yn = 'N' WHERE inm_prd_no = ?").bind(numbers[5]).run();
  });
});
