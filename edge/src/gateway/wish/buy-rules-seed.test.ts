import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogSeedStatements, seedChoseongWords } from '#shared/catalog-seed';
import { CLUB_KIT, seedStatements } from '#shared/seeds/buy-rules';
import { callGateway } from '#edge/testing/gateway-call';

async function runSeed(): Promise<void> {
  await env.DB.batch(seedStatements({ now: Date.now() }).map((statement) => env.DB.prepare(statement)));
}

/** Everything the part writes or changes, to compare two runs. */
async function snapshot(): Promise<unknown[]> {
  const tables = [
    'SELECT inm_prd_no, buy_rule FROM products ORDER BY inm_prd_no',
    'SELECT * FROM product_options ORDER BY inm_optn_prd_no',
    'SELECT inm_prd_no, sort_ord, alt, svg FROM product_images ORDER BY inm_prd_no, sort_ord',
    'SELECT * FROM search_docs ORDER BY doc_id',
  ];
  return (await env.DB.batch(tables.map((sql) => env.DB.prepare(sql)))).map((result) => result.results);
}

describe('seed part buy-rules', () => {
  it('writes nothing without a catalog', async () => {
    await runSeed();
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM products').first('n')).toBe(0);
  });

  describe('over the catalog seed', () => {
    let afterFirst: unknown[];

    beforeAll(async () => {
      await env.DB.batch(catalogSeedStatements({ products: 300, seed: 20260401 }).map((statement) => env.DB.prepare(statement)));
      await runSeed();
      afterFirst = await snapshot();
    });

    it('adds the green tea club kit, bought directly only, with one option in stock, images and a search row', async () => {
      const kit = await env.DB.prepare('SELECT * FROM products WHERE inm_prd_no = ?').bind(CLUB_KIT.inmPrdNo).first<Record<string, unknown>>();
      expect(kit).toMatchObject({ prd_nm: '녹차클럽 웰컴 키트', buy_rule: 'DIRECT_ONLY', brand_cd: 'NKCHA', sold_out_yn: 'N', max_buy_qty: 1 });
      const options = (await env.DB.prepare('SELECT * FROM product_options WHERE inm_prd_no = ?').bind(CLUB_KIT.inmPrdNo).all()).results;
      expect(options).toEqual([expect.objectContaining({ inm_optn_prd_no: CLUB_KIT.inmOptnPrdNo, stock: 500, prd_cd: CLUB_KIT.prdCd })]);
      const images = (
        await env.DB.prepare('SELECT sort_ord, svg FROM product_images WHERE inm_prd_no = ? ORDER BY sort_ord')
          .bind(CLUB_KIT.inmPrdNo)
          .all<{ sort_ord: number; svg: string }>()
      ).results;
      expect(images.map((image) => image.sort_ord)).toEqual([0, 1]);
      expect(images[0].svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(CLUB_KIT.choseong).toBe(seedChoseongWords(CLUB_KIT.prdNm));
    });

    it('shows the kit with its full disclosure and finds it by search', async () => {
      const detail = await callGateway('POST', '/dp/display/product/v1/getProductDetail', { body: JSON.stringify({ productCode: CLUB_KIT.productCode }) });
      expect(detail.status).toBe(200);
      const { data } = (await detail.json()) as { data: { disclosure: Record<string, string>; catNm: string; soldOutYn: string } };
      expect(Object.values(data.disclosure).every((value) => value.trim() !== '')).toBe(true);
      expect(data).toMatchObject({ catNm: '스킨케어', soldOutYn: 'N' });
      const search = await callGateway('POST', '/dp/display/search/v1/searchProduct', { body: JSON.stringify({ query: '녹차클럽' }) });
      expect(search.status).toBe(200);
      const found = (await search.json()) as { data: { items: { inmPrdNo: string }[] } };
      expect(found.data.items.map((item) => item.inmPrdNo)).toEqual([CLUB_KIT.inmPrdNo]);
    });

    it('marks the sheet masks and mini products CART_ONLY and leaves the rest alone', async () => {
      const rules = (await env.DB.prepare('SELECT buy_rule, COUNT(*) AS n FROM products GROUP BY buy_rule ORDER BY buy_rule').all()).results;
      const cartOnly = (await env.DB.prepare(`SELECT prd_nm FROM products WHERE buy_rule = 'CART_ONLY' ORDER BY inm_prd_no`).all<{ prd_nm: string }>()).results;
      expect(cartOnly.length).toBeGreaterThanOrEqual(3);
      expect(cartOnly.every((row) => /시트 마스크|미니/.test(row.prd_nm))).toBe(true);
      expect(rules).toEqual([
        { buy_rule: 'ANY', n: 301 - cartOnly.length - 1 },
        { buy_rule: 'CART_ONLY', n: cartOnly.length },
        { buy_rule: 'DIRECT_ONLY', n: 1 },
      ]);
    });

    it('changes nothing when run again', async () => {
      await runSeed();
      expect(await snapshot()).toEqual(afterFirst);
    });
  });
});
