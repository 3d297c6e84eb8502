import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { callGateway as call, expectJson } from '#edge/testing/gateway-call';
import { seedFixtureCatalog } from './test-catalog';

const PATH = '/dp/display/category/v1/getCategoryTree';

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
});

describe('GET /api/dp/display/category/v1/getCategoryTree', () => {
  it('answers the categories and subcategories in display order with their product counts, empty ones too', async () => {
    await expectJson(await call('GET', PATH), 200, {
      statusCode: 200,
      data: [
        {
          catNm: '스킨케어',
          productCount: 3,
          subcategories: [
            { subCatNm: '스킨/토너', productCount: 1 },
            { subCatNm: '크림', productCount: 1 },
            { subCatNm: '기획세트', productCount: 1 },
          ],
        },
        {
          catNm: '메이크업',
          productCount: 2,
          subcategories: [
            { subCatNm: '립', productCount: 1 },
            { subCatNm: '기획세트', productCount: 1 },
          ],
        },
        { catNm: '바디', productCount: 0, subcategories: [{ subCatNm: '바디로션', productCount: 0 }] },
      ],
    });
  });

  it('counts a product added since', async () => {
    await env.DB.prepare(
      `INSERT INTO products (inm_prd_no, product_code, brand_cd, cat_id, sub_cat_id, prd_nm, summary, description, cnsm_amt, sale_amt, reg_dttm,
         capacity, skin_type, expiry_info, usage_info, manufacturer, origin_country, ingredients, functional_info, caution, quality_std, cs_phone)
       SELECT '100000009', 'NK0000009', 'NKCHA', 3, 301, '녹차숍 바디로션', '요약', '설명', 12000, 12000, '20261120090000',
         capacity, skin_type, expiry_info, usage_info, manufacturer, origin_country, ingredients, functional_info, caution, quality_std, cs_phone
         FROM products WHERE inm_prd_no = '100000001'`,
    ).run();
    const { data } = (await (await call('GET', PATH)).json()) as { data: { catNm: string; productCount: number; subcategories: unknown[] }[] };
    expect(data[2]).toEqual({ catNm: '바디', productCount: 1, subcategories: [{ subCatNm: '바디로션', productCount: 1 }] });
  });

  it('keeps every count equal to the products on sale as products move, go off sale, return and go', async () => {
    const recount = async () => {
      const { results } = await env.DB.prepare(
        `SELECT 'cat' AS scope, cat_id AS id, COUNT(*) AS products FROM products WHERE sale_stop_yn = 'N' GROUP BY cat_id
         UNION ALL SELECT 'sub', sub_cat_id, COUNT(*) FROM products WHERE sale_stop_yn = 'N' GROUP BY sub_cat_id`,
      ).all<{ scope: string; id: number; products: number }>();
      return results;
    };
    const kept = async () =>
      (await env.DB.prepare('SELECT scope, id, products FROM on_sale_counts WHERE products > 0').all<{ scope: string; id: number; products: number }>())
        .results;
    const sorted = (rows: { scope: string; id: number; products: number }[]) =>
      [...rows].sort((a, b) => `${a.scope}${a.id}`.localeCompare(`${b.scope}${b.id}`));
    const changes = [
      `UPDATE products SET cat_id = 3, sub_cat_id = 301 WHERE inm_prd_no = '100000001'`,
      `UPDATE products SET sale_stop_yn = 'Y' WHERE inm_prd_no = '100000002'`,
      `UPDATE products SET sale_stop_yn = 'Y', cat_id = 1 WHERE inm_prd_no = '100000003'`,
      `UPDATE products SET sale_stop_yn = 'N' WHERE inm_prd_no = '100000002'`,
      `DELETE FROM product_options WHERE inm_prd_no = '100000009'`,
      `DELETE FROM product_images WHERE inm_prd_no = '100000009'`,
      `DELETE FROM search_docs WHERE inm_prd_no = '100000009'`,
      `DELETE FROM products WHERE inm_prd_no = '100000009'`,
    ];
    for (const change of changes) {
      await env.DB.prepare(change).run();
      expect(sorted(await kept()), change).toEqual(sorted(await recount()));
    }
    const { data } = (await (await call('GET', PATH)).json()) as { data: { catNm: string; productCount: number }[] };
    expect(data.find((category) => category.catNm === '바디')?.productCount).toBe(1);
  });

  it('answers POST with 405 and an Allow header', async () => {
    const response = await call('POST', PATH, { body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
