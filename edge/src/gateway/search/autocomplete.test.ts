import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { AutocompleteResponseSchema } from '#shared/schemas/search-calls';
import { callGateway as call } from '#edge/testing/gateway-call';
import { productSql } from './autocomplete';
import { seedCatalog } from './search-test-catalog';

const AUTOCOMPLETE = '/dp/display/search/v1/autocomplete';

interface Product {
  prd_nm: string;
  product_code: string;
  sales_cnt: number;
}

let products: Product[];

async function suggest(query: string) {
  const response = await call('POST', AUTOCOMPLETE, { body: JSON.stringify({ query }) });
  expect(response.status).toBe(200);
  return AutocompleteResponseSchema.parse(await response.json()).data;
}

/** Product suggestions as the shopper should get them: most popular first. */
function productsWhere(test: (product: Product) => boolean) {
  return products
    .filter(test)
    .sort((a, b) => b.sales_cnt - a.sales_cnt)
    .map((product) => ({ keyword: product.prd_nm, kind: 'product', productCode: product.product_code }));
}

beforeAll(async () => {
  await seedCatalog();
  products = (await env.DB.prepare('SELECT prd_nm, product_code, sales_cnt FROM products').all<Product>()).results;
});

describe('POST /api/dp/display/search/v1/autocomplete', () => {
  it('suggests the brand that starts with the text first, then product names, most popular first, 10 at most', async () => {
    const data = await suggest('녹차');
    expect(data[0]).toEqual({ keyword: '녹차숍', kind: 'brand', productCode: null });
    expect(data.slice(1)).toEqual(productsWhere((product) => product.prd_nm.includes('녹차')).slice(0, 9));
  });

  it('suggests categories and subcategories that contain the text', async () => {
    const data = await suggest('케어');
    expect(data.slice(0, 4)).toEqual(['스킨케어', '선케어', '핸드케어', '두피케어'].map((keyword) => ({ keyword, kind: 'category', productCode: null })));
  });

  it('matches 초성 with 초성: `ㅅㅋㅋㅇ` is 스킨케어, `ㄷㅅ` the brand 담소', async () => {
    expect((await suggest('ㅅㅋㅋㅇ'))[0]).toEqual({ keyword: '스킨케어', kind: 'category', productCode: null });
    expect((await suggest('ㄷㅅ'))[0]).toEqual({ keyword: '담소', kind: 'brand', productCode: null });
  });

  it('suggests product names with a word starting with the 초성', async () => {
    const data = await suggest('ㅅㄹㅍ');
    expect(data.length).toBeGreaterThan(0);
    expect(data).toEqual(productsWhere((product) => /(^| )슬리핑/.test(product.prd_nm)).slice(0, 10));
  });

  it('tries Latin letters as Hangul typed on a Korean keyboard: zmfla → 크림', async () => {
    const data = await suggest('zmfla');
    expect(data[0]).toEqual({ keyword: '크림', kind: 'category', productCode: null });
    expect(data.slice(1)).toEqual(productsWhere((product) => product.prd_nm.includes('크림')).slice(0, 9));
  });

  it('reads a two-letter word’s hits through the short gram index, not every product', async () => {
    const { sql, binds } = productSql('크림', 10);
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...binds)
      .all<{ detail: string }>();
    const plan = results.map((row) => row.detail);
    expect(plan, plan.join('\n')).toContain('SCAN search_grams VIRTUAL TABLE INDEX 0:M1');
    expect(
      plan.filter((line) => line.startsWith('SCAN d')),
      plan.join('\n'),
    ).toEqual([]);
  });

  it('finds brands by their English name', async () => {
    expect((await suggest('haneul'))[0]).toEqual({ keyword: '하늘결', kind: 'brand', productCode: null });
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await suggest('없는검색어')).toEqual([]);
  });

  it('refuses an empty query with 400', async () => {
    const response = await call('POST', AUTOCOMPLETE, { body: '{"query":""}' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'INVALID_INPUT', message: '입력값을 확인해 주세요.', fields: { query: '검색어를 입력해 주세요.' } });
  });
});
