import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogSeedStatements } from '#shared/catalog-seed';
import { PRODUCT_SORTS, type ProductCard, type ProductSort } from '#shared/schemas/display-calls';
import { callGateway as call, expectJson } from '#edge/testing/gateway-call';
import { productListSql, type Scope } from './product-list';

const PATH = '/dp/display/product/v1/getProductList';
const INVALID = { code: 'INVALID_INPUT', message: '입력값을 확인해 주세요.' };

interface KeyRow {
  inm_prd_no: string;
  sales_cnt: number;
  reg_dttm: string;
  sale_amt: number;
  review_cnt: number;
  cat_nm: string;
  sub_cat_nm: string;
  brand_cd: string;
  best_yn: string;
  new_yn: string;
  dc_rate: number;
  /** Sold out by its meaning (marked, or no option with stock), read apart from the kept column the lists order by. */
  sold_out: number;
}
let products: KeyRow[];

/** Each sort as a comparison of the D1 rows, written independently of the gateway's SQL. */
const COMPARE: Record<ProductSort, (a: KeyRow, b: KeyRow) => number> = {
  popular: (a, b) => b.sales_cnt - a.sales_cnt,
  newest: (a, b) => b.reg_dttm.localeCompare(a.reg_dttm),
  priceAsc: (a, b) => a.sale_amt - b.sale_amt,
  priceDesc: (a, b) => b.sale_amt - a.sale_amt,
  reviews: (a, b) => b.review_cnt - a.review_cnt,
};
const byNumber = (a: KeyRow, b: KeyRow) => (a.inm_prd_no < b.inm_prd_no ? -1 : a.inm_prd_no > b.inm_prd_no ? 1 : 0);
const soldOutLast = (a: KeyRow, b: KeyRow) => a.sold_out - b.sold_out;

type Page = { statusCode: 200; data: { items: ProductCard[]; total: number; page: number; size: number } };

async function list(body: Record<string, unknown>): Promise<Page> {
  const response = await call('POST', PATH, { body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
}

/** Every page of `body` at `size` a page, in order, and the total each page announced. */
async function allPages(body: Record<string, unknown>, size: number): Promise<{ items: ProductCard[]; totals: number[] }> {
  const items: ProductCard[] = [];
  const totals: number[] = [];
  for (let page = 1; ; page++) {
    const { data } = await list({ ...body, page, size });
    expect(data).toMatchObject({ page, size });
    totals.push(data.total);
    items.push(...data.items);
    if (data.items.length < size) return { items, totals };
  }
}

beforeAll(async () => {
  await env.DB.batch(catalogSeedStatements({ products: 60, seed: 7 }).map((statement) => env.DB.prepare(statement)));
  products = (
    await env.DB.prepare(
      `SELECT p.inm_prd_no, p.sales_cnt, p.reg_dttm, p.sale_amt, p.review_cnt, c.cat_nm, s.sub_cat_nm, p.brand_cd, p.best_yn, p.new_yn, p.dc_rate,
              (p.sold_out_yn = 'Y' OR NOT EXISTS (SELECT 1 FROM product_options o WHERE o.inm_prd_no = p.inm_prd_no AND o.stock > 0)) AS sold_out
         FROM products p JOIN categories c ON c.cat_id = p.cat_id JOIN subcategories s ON s.sub_cat_id = p.sub_cat_id`,
    ).all<KeyRow>()
  ).results;
});

describe('POST /api/dp/display/product/v1/getProductList over the seeded catalog', () => {
  it.each(PRODUCT_SORTS.map((sort) => [sort]))('sorts by %s after 품절 last and pages through every product once, ties by product number', async (sort) => {
    const { items, totals } = await allPages({ sort }, 7);
    const expected = [...products].sort((a, b) => soldOutLast(a, b) || COMPARE[sort](a, b) || byNumber(a, b)).map((row) => row.inm_prd_no);
    // The seed has sold-out products that the sort alone would put before buyable ones.
    const bySortAlone = [...products].sort((a, b) => COMPARE[sort](a, b) || byNumber(a, b));
    expect(bySortAlone.findIndex((row) => row.sold_out === 1)).toBeLessThan(bySortAlone.findLastIndex((row) => row.sold_out === 0));
    expect(items.map((item) => item.inmPrdNo)).toEqual(expected);
    expect(new Set(items.map((item) => item.inmPrdNo)).size).toBe(60);
    expect(totals.every((total) => total === 60)).toBe(true);
  });

  it('answers a page past the end with no items and the real total', async () => {
    await expectJson(await call('POST', PATH, { body: JSON.stringify({ page: 50, size: 20 }) }), 200, {
      statusCode: 200,
      data: { items: [], total: 60, page: 50, size: 20 },
    });
  });

  it('narrows to each category and subcategory, with the matching totals', async () => {
    for (const catNm of new Set(products.map((row) => row.cat_nm))) {
      const { data } = await list({ catNm, size: 200, sort: 'newest' });
      const expected = products.filter((row) => row.cat_nm === catNm);
      expect(data.total).toBe(expected.length);
      expect(data.items.map((item) => item.inmPrdNo).sort()).toEqual(expected.map((row) => row.inm_prd_no).sort());
      expect(data.items.every((item) => item.catNm === catNm)).toBe(true);
    }
    const [{ cat_nm: catNm, sub_cat_nm: subCatNm }] = products;
    const { data } = await list({ catNm, subCatNm, size: 200 });
    expect(data.total).toBe(products.filter((row) => row.sub_cat_nm === subCatNm).length);
    expect(data.items.every((item) => item.catNm === catNm && item.subCatNm === subCatNm)).toBe(true);
  });

  it.each([
    ['BEST', (row: KeyRow) => row.best_yn === 'Y'],
    ['NEW', (row: KeyRow) => row.new_yn === 'Y'],
    ['SALE', (row: KeyRow) => row.dc_rate > 0],
  ] as const)('filters by the %s badge', async (badge, matches) => {
    const { data } = await list({ badge, size: 200 });
    expect(data.total).toBe(products.filter(matches).length);
    expect(data.total).toBeGreaterThan(0);
    expect(data.items.every((item) => item.badges.includes(badge))).toBe(true);
  });

  it('filters by brand', async () => {
    const { data } = await list({ brandCd: 'NKCHA', size: 200 });
    expect(data.total).toBe(products.filter((row) => row.brand_cd === 'NKCHA').length);
    expect(data.items.every((item) => item.brandCd === 'NKCHA' && item.brandNm === '녹차숍')).toBe(true);
  });

  const scopes: [string, Scope, RegExp][] = [
    ['a category', { catId: 1 }, /^SEARCH p USING (COVERING )?INDEX products_cat_/],
    ['a subcategory', { subCatIds: [101] }, /^SEARCH p USING (COVERING )?INDEX products_sub_/],
  ];
  it.each(scopes)('reads %s through its index in every sort, never the whole table', async (_name, scope, index) => {
    for (const sort of PRODUCT_SORTS) {
      for (const badge of [undefined, 'HOT'] as const) {
        const statements = productListSql(scope, { sort, badge, page: 3, size: 20 }, '20261122180000');
        for (const { sql, values } of [statements.list, statements.count]) {
          const plan = (
            await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
              .bind(...values)
              .all<{ detail: string }>()
          ).results.map((row) => row.detail);
          expect(
            plan.some((line) => index.test(line)),
            plan.join('\n'),
          ).toBe(true);
          expect(
            plan.filter((line) => line.startsWith('SCAN ')),
            plan.join('\n'),
          ).toEqual([]);
        }
      }
    }
  });
});

describe('lists at 100,000 products', () => {
  async function planOf({ sql, values }: { sql: string; values: unknown[] }): Promise<string[]> {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...values)
      .all<{ detail: string }>();
    return results.map((row) => row.detail);
  }

  it.each<[string, Scope, string]>([
    ['a category', { catId: 1 }, 'products_cat_on_sale'],
    ['a subcategory', { subCatIds: [101] }, 'products_sub_on_sale'],
  ])('counts %s from an index alone, reading no product rows', async (_name, scope, index) => {
    const plan = await planOf(productListSql(scope, { sort: 'popular', page: 1, size: 20 }, '20261122180000').count);
    expect(plan, plan.join('\n')).toContainEqual(expect.stringContaining(`COVERING INDEX ${index}`));
  });

  it.each([{ catId: 1 }, { subCatIds: [101] }, { names: { catNm: '스킨케어' } }, { names: { catNm: '스킨케어', subCatNm: '크림' } }, {}] as Scope[])(
    'pages through %j in the order of an index, sorting nothing',
    async (scope) => {
      for (const sort of PRODUCT_SORTS) {
        const plan = await planOf(productListSql(scope, { sort, page: 3, size: 20 }, '20261122180000').list);
        expect(
          plan.filter((line) => line.includes('TEMP B-TREE')),
          `${sort}\n${plan.join('\n')}`,
        ).toEqual([]);
      }
    },
  );
});

describe('POST /api/dp/display/product/v1/getProductList refuses bad input', () => {
  it.each([
    ['an unknown sort', { sort: 'cheapest' }, { sort: '정렬 기준이 올바르지 않습니다.' }],
    ['page 0', { page: 0 }, { page: '페이지 번호는 1 이상이어야 합니다.' }],
    ['a page that is not a number', { page: 'two' }, { page: '페이지 번호는 숫자여야 합니다.' }],
    ['201 a page', { size: 201 }, { size: '한 번에 200개까지 조회할 수 있습니다.' }],
  ])('refuses %s with 400 INVALID_INPUT and the Korean reason', async (_name, body, fields) => {
    await expectJson(await call('POST', PATH, { body: JSON.stringify(body) }), 400, { ...INVALID, fields });
  });

  it.each([
    ['an unknown badge', { badge: 'VIP' }, 'badge'],
    ['a brand code of the wrong length', { brandCd: 'NK' }, 'brandCd'],
    ['an empty category name', { catNm: '' }, 'catNm'],
    ['a category name that is a number', { catNm: 3 }, 'catNm'],
  ])('refuses %s with 400 INVALID_INPUT naming the field', async (_name, body, field) => {
    const response = await call('POST', PATH, { body: JSON.stringify(body) });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { code: string; message: string; fields: Record<string, string> };
    expect(answer).toMatchObject(INVALID);
    expect(Object.keys(answer.fields)).toEqual([field]);
    expect(answer.fields[field]).toMatch(/[가-힣]/);
  });

  it('refuses a body that is not JSON with 400 INVALID_JSON', async () => {
    await expectJson(await call('POST', PATH, { body: '{"catNm":' }), 400, { code: 'INVALID_JSON', message: '요청 본문이 올바른 JSON 형식이 아닙니다.' });
  });
});
