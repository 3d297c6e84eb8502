import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogSeedStatements } from '#shared/catalog-seed';
import { formatWon } from '#shared/format';
import { fetchLiveInfo } from '.';
import { refreshLiveFields } from './live-rewriter';

const CALLER = { env, origin: 'https://shop.example', traceId: 'trace-live-test' };

interface ProductRow {
  inm_prd_no: string;
  sale_amt: number;
  cnsm_amt: number;
}
let products: ProductRow[];

beforeAll(async () => {
  await env.DB.batch(catalogSeedStatements({ products: 12, seed: 11 }).map((statement) => env.DB.prepare(statement)));
  products = (await env.DB.prepare('SELECT inm_prd_no, sale_amt, cnsm_amt FROM products ORDER BY inm_prd_no').all<ProductRow>()).results;
});

describe('fetchLiveInfo through the built-in gateway', () => {
  it('answers the live fields of the numbers asked, from D1', async () => {
    const [first, second] = products;
    const infos = await fetchLiveInfo(CALLER, [first.inm_prd_no, second.inm_prd_no, '999999999']);
    expect(infos.map((info) => info.inmPrdNo).sort()).toEqual([first.inm_prd_no, second.inm_prd_no]);
    const info = infos.find((candidate) => candidate.inmPrdNo === first.inm_prd_no)!;
    expect(info.cnsmAmt).toBe(first.cnsm_amt);
    expect(info.saleAmt).toBe(first.sale_amt);
    expect(info.options.length).toBeGreaterThan(0);
  });

  it('refreshes a page with a price changed in D1 after the build', async () => {
    const [product] = products.slice(-1);
    await env.DB.prepare('UPDATE products SET sale_amt = ? WHERE inm_prd_no = ?').bind(1000, product.inm_prd_no).run();
    const built = `<head><meta name="nokcha:live-products" content="${product.inm_prd_no}"></head><b data-live="${product.inm_prd_no}" data-live-field="saleAmt">${formatWon(product.sale_amt)}</b>`;
    const response = refreshLiveFields(new Response(built, { headers: { 'Content-Type': 'text/html' } }), {
      loadLiveInfo: (numbers) => fetchLiveInfo(CALLER, numbers),
      cache: await caches.open('live-index-test'),
      now: Date.now,
      onFailure: (error) => {
        throw error;
      },
    });
    expect(await response.text()).toContain(`data-live-field="saleAmt">1,000원</b>`);
  });

  it('rejects when the gateway refuses the call', async () => {
    await expect(fetchLiveInfo(CALLER, ['not-a-number'])).rejects.toThrow('/dp/display/product/v1/getProductLiveInfo answered 400');
  });
});
